/*
 * The contract as the server reads it. Under tsx it is bundled from openapi/ at start (with
 * redocly); the production build (scripts/build.mjs) puts the bundled document in place of this
 * module, so that the built server never loads redocly, which alone kept about 38 MB resident for
 * the life of the process (issue 20 point 5).
 *
 * CONTRACT_BUNDLE_FILE names a document bundled once beforehand (the API's test run writes one in
 * its global setup): every test file starts its own process and its own app, and bundling with
 * redocly in each took 1.5-3 s of the run's CPU per file.
 */
import { readFile } from 'node:fs/promises';
import { loadSpec as bundleSpec, type OpenApiDocument } from '@pathagar/openapi';
import { dereference } from './spec-deref';

export { listOperations, specPath } from '@pathagar/openapi';

export async function loadSpec(options: { dereference?: boolean } = {}): Promise<OpenApiDocument> {
  const file = process.env.CONTRACT_BUNDLE_FILE;
  if (!file) return bundleSpec(options);
  const bundled = JSON.parse(await readFile(file, 'utf8')) as OpenApiDocument;
  return options.dereference ? dereference(bundled) : bundled;
}
