import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '@pathagar/openapi';
import { listOperations, loadSpec } from './spec-source';

/** What the server needs to know about one operation of openapi/, read once at start. */
export interface OperationSpec {
  operationId: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  /** The path as the contract writes it (`/Singup/getUser/{userId}`). */
  path: string;
  /** The same path in Fastify's syntax (`/Singup/getUser/:userId`). */
  url: string;
  access: 'public' | 'member' | 'admin';
  /** Whether a bearer token is required, optional (public with extra data for admins) or unused. */
  auth: 'required' | 'optional' | 'none';
  owner: OpenApiOperation['x-owner'] | null;
  /** The status a successful call answers (each operation declares exactly one 2xx). */
  successStatus: number;
  query: JsonSchema | null;
  params: JsonSchema | null;
  body: BodySpec | null;
  /** JSON schema of each declared response body, by status code. */
  responses: Record<string, JsonSchema>;
  /** x-rate-limit, as @fastify/rate-limit takes it: calls per client address per window (ms). */
  rateLimit: { max: number; timeWindow: number } | null;
}

export interface FileField {
  name: string;
  array: boolean;
  required: boolean;
  maxItems: number;
  minItems: number;
}

export type BodySpec =
  | { kind: 'json'; required: boolean; schema: JsonSchema }
  /** A CSV file as the body; `row` is the contract's rule for one data row (contentSchema). */
  | { kind: 'csv'; required: boolean; schema: JsonSchema; row: JsonSchema }
  | {
      kind: 'multipart';
      required: boolean;
      schema: JsonSchema;
      files: FileField[];
      /** `minProperties` of the form, counted over text fields and files together. */
      minParts: number;
    };

const isBinary = (s: unknown): boolean =>
  typeof s === 'object' && s !== null && (s as JsonSchema).format === 'binary';

/**
 * Splits a multipart body schema into the schema of its text fields (validated like JSON, with
 * type coercion since every part arrives as text) and the list of its file fields (checked by
 * the upload code, by content). The document is dereferenced, so shared sub-schemas are cloned
 * before anything is removed from them.
 */
export function splitMultipartSchema(schema: JsonSchema): {
  fields: JsonSchema;
  files: FileField[];
  minParts: number;
} {
  const files: FileField[] = [];
  let minParts = 0;
  const visit = (node: JsonSchema): JsonSchema => {
    const copy: JsonSchema = { ...node };
    // "At least one field" must count a lone file too, so it is checked on the whole form instead.
    if (typeof copy.minProperties === 'number') {
      minParts = Math.max(minParts, copy.minProperties);
      delete copy.minProperties;
    }
    if (copy.properties && typeof copy.properties === 'object') {
      const properties = { ...(copy.properties as Record<string, JsonSchema>) };
      const required = new Set((copy.required as string[] | undefined) ?? []);
      for (const [name, prop] of Object.entries(properties)) {
        const array = prop.type === 'array' && isBinary(prop.items);
        if (isBinary(prop) || array) {
          files.push({
            name,
            array,
            required: required.has(name),
            maxItems: array ? ((prop.maxItems as number | undefined) ?? 10) : 1,
            minItems: array
              ? ((prop.minItems as number | undefined) ?? 0)
              : required.has(name)
                ? 1
                : 0,
          });
          delete properties[name];
          required.delete(name);
        }
      }
      copy.properties = properties;
      if (copy.required) copy.required = [...required];
    }
    if (Array.isArray(copy.allOf)) copy.allOf = (copy.allOf as JsonSchema[]).map(visit);
    return copy;
  };
  const fields = visit(schema);
  return { fields, files, minParts };
}

function parametersSchema(
  parameters: NonNullable<OpenApiOperation['parameters']>,
  where: 'query' | 'path'
): JsonSchema | null {
  const own = parameters.filter((p) => p.in === where);
  if (own.length === 0) return null;
  return {
    type: 'object',
    properties: Object.fromEntries(own.map((p) => [p.name, p.schema ?? {}])),
    required: own.filter((p) => p.required).map((p) => p.name),
  };
}

export async function loadOperations(): Promise<OperationSpec[]> {
  return operationsOf(await loadSpec({ dereference: true }));
}

/** The operations of a dereferenced document. */
export function operationsOf(doc: OpenApiDocument): OperationSpec[] {
  return listOperations(doc).map(([method, path, op]) => {
    const security = op.security ?? [];
    const auth =
      security.length === 0
        ? 'none'
        : security.some((s) => Object.keys(s).length === 0)
          ? 'optional'
          : 'required';
    const success = Object.keys(op.responses).filter((s) => /^2\d\d$/.test(s));
    if (success.length !== 1) {
      throw new Error(`${op.operationId} must declare exactly one 2xx response`);
    }
    let body: BodySpec | null = null;
    const content = op.requestBody?.content ?? {};
    const required = op.requestBody?.required ?? false;
    if (content['application/json']) {
      body = { kind: 'json', required, schema: content['application/json'].schema };
    } else if (content['multipart/form-data']) {
      const { fields, files, minParts } = splitMultipartSchema(
        content['multipart/form-data'].schema
      );
      body = { kind: 'multipart', required, schema: fields, files, minParts };
    } else if (content['text/csv']) {
      const { schema } = content['text/csv'];
      const row = (schema.contentSchema as JsonSchema | undefined)?.items as JsonSchema;
      if (!row) throw new Error(`${op.operationId}: a text/csv body needs contentSchema.items`);
      body = { kind: 'csv', required, schema, row };
    }
    const responses: Record<string, JsonSchema> = {};
    for (const [status, response] of Object.entries(op.responses)) {
      const schema = response.content?.['application/json']?.schema;
      if (schema) responses[status] = schema;
    }
    return {
      operationId: op.operationId,
      method: method.toUpperCase() as OperationSpec['method'],
      path,
      url: path.replace(/\{([^}]+)\}/g, ':$1'),
      access: op['x-access'],
      auth,
      owner: op['x-owner'] ?? null,
      successStatus: Number(success[0]),
      query: parametersSchema(op.parameters ?? [], 'query'),
      params: parametersSchema(op.parameters ?? [], 'path'),
      body,
      responses,
      rateLimit: op['x-rate-limit']
        ? { max: op['x-rate-limit'].max, timeWindow: op['x-rate-limit'].windowSeconds * 1000 }
        : null,
    };
  });
}
