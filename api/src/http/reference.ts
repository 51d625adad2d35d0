import { readFile } from 'node:fs/promises';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { OpenApiDocument } from '@pathagar/openapi';
import { loadSpec } from '../contract/spec-source';
import type { FastifyInstance } from 'fastify';

let documentCache: Promise<OpenApiDocument> | null = null;
const PHONE_CSS = new URL('./reference-phone.css', import.meta.url);

/**
 * The API reference at /docs: Swagger UI, served from its npm package (no CDN), showing openapi/
 * bundled into one document (also at /docs/json and /docs/yaml). These routes are not operations
 * of the contract. The document is written into the page's own script instead of being fetched,
 * so the page works under the API's Content-Security-Policy, which lets it load scripts from this
 * origin and call nothing; for the same reason "Try it out" is off.
 */
export async function registerReference(app: FastifyInstance): Promise<void> {
  documentCache ??= loadSpec();
  const document = await documentCache;
  // The plugin's types know OpenAPI 2 and 3.0 documents; ours is 3.1.
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    theme: {
      title: 'Pathagar API reference',
      css: [{ filename: 'phone.css', content: await readFile(PHONE_CSS, 'utf8') }],
    },
    uiConfig: {
      spec: document,
      layout: 'BaseLayout',
      deepLinking: true,
      // x-access, x-owner and x-rate-limit say who may call an operation and how often.
      showExtensions: true,
      supportedSubmitMethods: [],
    },
  });
}
