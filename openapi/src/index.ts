import { fileURLToPath } from 'node:url';

/** Absolute path of the root document (its paths and components live in sibling files). */
export const specPath = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The parts of the document our tools read; the full shape is OpenAPI 3.1. */
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>> & Record<string, unknown>>;
  components: { schemas?: Record<string, JsonSchema> } & Record<string, unknown>;
  [key: string]: unknown;
}

export type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  'x-access': 'public' | 'member' | 'admin';
  'x-owner'?: {
    in: 'query' | 'path' | 'body';
    name: string;
    matches: 'userId' | 'email';
    admin: boolean;
  };
  /** At most `max` calls per client address in `windowSeconds`; more get 429 with Retry-After. */
  'x-rate-limit'?: { max: number; windowSeconds: number };
  'x-extension'?: boolean;
  security?: Record<string, string[]>[];
  servers?: { url: string }[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema }> }
  >;
  [key: string]: unknown;
}

/**
 * Bundles the split document into one object whose refs all point inside it
 * (`#/components/...`), as `redocly bundle` does. With `dereference`, refs are replaced by the
 * objects they point to (what a validator such as Ajv wants).
 */
export async function loadSpec(options: { dereference?: boolean } = {}): Promise<OpenApiDocument> {
  // Loaded here rather than at the top: it takes about a second, and most importers of this
  // package only want the types, the operations' list or the document's path.
  const { bundle, createConfig } = await import('@redocly/openapi-core');
  const config = await createConfig({});
  const result = await bundle({ ref: specPath, config, dereference: options.dereference ?? false });
  const problems = result.problems.filter((p) => p.severity === 'error');
  if (problems.length) {
    throw new Error(`openapi/ does not bundle: ${problems.map((p) => p.message).join('; ')}`);
  }
  return result.bundle.parsed as OpenApiDocument;
}

/** Every operation as [method, path, operation], in document order. */
export function listOperations(doc: OpenApiDocument): [HttpMethod, string, OpenApiOperation][] {
  const out: [HttpMethod, string, OpenApiOperation][] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (op) out.push([method, path, op]);
    }
  }
  return out;
}
