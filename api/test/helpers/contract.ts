import type { OpenApiDocument } from '@pathagar/openapi';
import { listOperations, loadSpec } from '../../src/contract/spec-source';
import { createAjv, formatValidationError } from '../../src/contract/ajv';

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

interface CompiledOperation {
  operationId: string;
  method: string;
  pattern: RegExp;
  responses: Map<string, Validate | null>;
}

let compiled: Promise<CompiledOperation[]> | null = null;
let documentPromise: Promise<OpenApiDocument> | null = null;

export function contractDocument(): Promise<OpenApiDocument> {
  documentPromise ??= loadSpec({ dereference: true });
  return documentPromise;
}

/**
 * An independent check of every response a test receives: the status must be one the
 * operation declares, and the body must validate against that response's schema in openapi/
 * (with its own Ajv, so a bug in the server's serializer cannot hide a violation).
 */
async function operations(): Promise<CompiledOperation[]> {
  compiled ??= contractDocument().then((doc) => {
    const ajv = createAjv({ coerce: false, allErrors: true });
    return listOperations(doc).map(([method, path, op]) => ({
      operationId: op.operationId,
      method: method.toUpperCase(),
      pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      responses: new Map(
        Object.entries(op.responses).map(([status, response]) => {
          const schema = response.content?.['application/json']?.schema;
          return [status, schema ? (ajv.compile(schema) as Validate) : null];
        })
      ),
    }));
  });
  return compiled;
}

export class ContractViolation extends Error {}

export async function assertMatchesContract(
  method: string,
  url: string,
  status: number,
  body: unknown
): Promise<string | null> {
  const path = url.split('?')[0]!;
  const op = (await operations()).find(
    (o) => o.method === method.toUpperCase() && o.pattern.test(path)
  );
  if (!op) return null;
  if (!op.responses.has(String(status))) {
    throw new ContractViolation(
      `${op.operationId} (${method} ${path}) answered ${status}, which the contract does not declare: ${JSON.stringify(body)}`
    );
  }
  const validate = op.responses.get(String(status));
  if (validate && !validate(body)) {
    const { message } = formatValidationError((validate.errors ?? []) as never, 'response');
    throw new ContractViolation(
      `${op.operationId} ${status} body does not match openapi/: ${message}\n${JSON.stringify(body).slice(0, 2000)}`
    );
  }
  return op.operationId;
}
