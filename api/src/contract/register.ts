import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { authenticate, checkAccess, checkOwner, checkTwoFactorEnrolment } from '../auth/access';
import type { Caller } from '../auth/tokens';
import { runAudited } from '../features/audit/record';
import { HttpError } from '../http/errors';
import { CACHED_READS, type ReadCache } from '../http/read-cache';
import type { JsonSchema } from '@pathagar/openapi';
import { createAjv, formatValidationError } from './ajv';
import { coerceLegacyText } from './coerce';
import { checkDeclaredLength, readMultipart, type UploadedFiles } from './multipart';
import type { OperationSpec } from './operations';
import type { HandlerContext, HandlerTable, OperationId, Services } from './types';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    uploads: UploadedFiles;
  }
  interface FastifyContextConfig {
    operationId?: string;
    /** For a CSV body: the contract's check of one data row (its contentSchema). */
    csvRow?: ValidateFunction;
    /** A public read the read cache may answer (src/http/read-cache.ts). */
    cachedRead?: boolean;
  }
}

export interface RegisterOptions {
  operations: OperationSpec[];
  handlers: HandlerTable;
  services: Services;
  /**
   * Check every response against its schema and answer 500 when it does not match (tests);
   * production only writes it through the schema.
   */
  strictResponses: boolean;
  rateLimits: boolean;
  /** Public reads answered from memory (src/http/read-cache.ts); null answers every read afresh. */
  readCache: ReadCache | null;
}

/**
 * Registers every operation of the contract. Requests are validated with the operation's own
 * schemas, limited by its x-rate-limit, and responses are checked against, and written from, its
 * response schemas: the routes, their inputs and their outputs all come from openapi/.
 */
export function registerOperations(app: FastifyInstance, options: RegisterOptions): void {
  const { services } = options;
  // All errors, so that a message can skip the oneOf branches the client did not choose.
  const requests = createAjv({ coerce: false, allErrors: true });
  const exact = createAjv({ coerce: false });

  // A CSV body arrives as text; its size is the contract's maxLength (UTF-8 may take up to 4
  // bytes a character, but Bangla takes 3 and the check on characters follows).
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: 16 * 1024 * 1024 },
    (_request, body, done) => done(null, body)
  );

  app.decorateRequest('caller', null);
  app.decorateRequest('uploads', null as unknown as UploadedFiles);

  // Requests are validated exactly, after our own narrow coercion of text (src/contract/coerce.ts).
  app.setValidatorCompiler(({ schema }) => {
    const validate = requests.compile(schema as object);
    const check = (data: unknown) => {
      const valid = validate(coerceLegacyText(schema as JsonSchema, data));
      check.errors = validate.errors;
      return valid;
    };
    check.errors = null as typeof validate.errors;
    return check;
  });
  app.setSerializerCompiler(({ schema, url, method, httpStatus }) => {
    // Compiled on first use: an app answers few of the contract's ~560 responses in a test file.
    let validate: ReturnType<typeof exact.compile> | undefined;
    let stringify: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      // fast-json-stringify writes only what the schema declares, through allOf, oneOf, anyOf and
      // nested arrays: nothing undeclared, such as a password hash, can leave.
      stringify ??= fastJson(schema as AnySchema, { ajv: { strict: false } });
      // The full check costs as much as the writing on every response (issue 20), so only tests
      // pay for it; in production the writer still drops whatever the contract does not declare.
      if (!options.strictResponses) return stringify(data);
      validate ??= exact.compile(schema as object);
      if (!validate(data)) {
        const { message } = formatValidationError(validate.errors ?? [], 'response');
        throw new Error(
          `Response does not match the contract: ${method} ${url} ${httpStatus}: ${message}`
        );
      }
      return stringify(data);
    };
  });

  for (const op of options.operations) {
    const handler = options.handlers[op.operationId as OperationId] as unknown as (
      ctx: HandlerContext<OperationId>
    ) => Promise<unknown>;
    if (!handler) throw new Error(`No handler for operation ${op.operationId}`);

    const schema: Record<string, unknown> = { response: op.responses };
    if (op.query) schema.querystring = op.query;
    if (op.params) schema.params = op.params;
    if (op.body) schema.body = op.body.schema;

    const rateLimit = options.rateLimits ? op.rateLimit : null;
    const audited = op.access === 'admin' && op.method !== 'GET';
    const readCache = options.readCache;
    // An answer from memory would skip the rate limiter, so a limited operation is never cached;
    // nor is one that reads a token, whose answers are never shared.
    const cachedDeps =
      readCache && op.method === 'GET' && !op.rateLimit && op.auth === 'none'
        ? (CACHED_READS[op.operationId as OperationId] ?? null)
        : null;
    // Only an anonymous request shares answers: a token may change one or make it personal.
    const cacheable = (request: FastifyRequest) =>
      cachedDeps !== null && readCache!.active && !request.headers.authorization;

    app.route({
      method: op.method,
      url: op.url,
      schema,
      config: {
        operationId: op.operationId,
        // Answered from memory when kept, by a hook of the app's (src/app.ts).
        ...(cachedDeps ? { cachedRead: true } : {}),
        ...(rateLimit ? { rateLimit } : {}),
        ...(op.body?.kind === 'csv' ? { csvRow: requests.compile(op.body.row) } : {}),
      },
      onRequest: async (request, reply) => {
        request.uploads = {};
        // Nothing personal may be kept by a browser or a shared proxy: answers to a request that
        // carries a token, and every answer of an operation that reads or makes one (the logins
        // carry the token itself). Public reads without a token stay cacheable.
        if (op.auth !== 'none' || op.method !== 'GET' || request.headers.authorization) {
          reply.header('Cache-Control', 'no-store');
        }
        if (op.auth === 'none') return refuseNonMultipart(op, request);
        request.caller = await authenticate(
          request,
          services.db,
          services.config.jwtSecret,
          services.clock.now(),
          services.config.tokenTtlSeconds
        );
        checkAccess(op, request.caller);
        await checkTwoFactorEnrolment(
          op,
          request.caller,
          services.db,
          services.config.adminTwoFactor === 'required'
        );
        refuseNonMultipart(op, request);
      },
      preHandler: async (request) => {
        rejectNulCharacters(request);
      },
      preValidation: async (request: FastifyRequest) => {
        // Ownership is decided before the input is validated, so that a member probing another
        // member's data learns nothing from validation messages. Values are still raw text here;
        // the check compares them as numbers or as case-insensitive e-mails.
        checkOwner(op, request.caller, request);
        const body = op.body;
        if (!body) return;
        if (body.kind === 'multipart') {
          if (!request.isMultipart()) {
            throw new HttpError(
              415,
              'unsupported_media_type',
              'Expected a multipart/form-data body.'
            );
          }
          checkDeclaredLength(request, body.files);
          const { fields, files } = await readMultipart(request, body.files);
          const parts = Object.keys(fields).length + Object.keys(files).length;
          if (parts < body.minParts) {
            throw new HttpError(
              400,
              'validation_failed',
              'body must contain at least one field or file.',
              'body'
            );
          }
          request.body = fields;
          request.uploads = files;
        } else if (body.kind === 'csv') {
          if (typeof request.body !== 'string') {
            throw new HttpError(415, 'unsupported_media_type', 'Expected a text/csv body.');
          }
        } else if (request.isMultipart()) {
          throw new HttpError(415, 'unsupported_media_type', 'Expected an application/json body.');
        }
      },
      // Whatever a write changed is dropped from memory before its answer leaves, so its client
      // reads it back at once (other processes learn of it from the database's notification).
      ...(readCache && op.method !== 'GET'
        ? {
            onSend: async () => {
              readCache.invalidate();
            },
          }
        : {}),
      handler: async (request, reply) => {
        const mark = readCache?.mark() ?? 0;
        const call = (services: Services) =>
          handler({
            query: (request.query ?? {}) as never,
            params: (request.params ?? {}) as never,
            body: request.body as never,
            files: request.uploads,
            caller: request.caller,
            services,
            request,
            reply,
          });
        const caller = request.caller;
        // Every admin write is logged here, once for all handlers, in the write's transaction.
        const result =
          audited && caller?.role === 'admin'
            ? await runAudited(
                services,
                {
                  adminId: caller.adminId,
                  adminEmail: caller.email,
                  operationId: op.operationId,
                  method: op.method,
                  path: op.path,
                  params: { ...(request.params as object), ...(request.query as object) },
                },
                call
              )
            : await call(services);
        reply.code(op.successStatus);
        if (cacheable(request)) {
          return readCache!.answer(request.url, cachedDeps!, mark, result, request, reply);
        }
        return result;
      },
    });
  }
}

/**
 * An upload operation refuses any other body with 415 before the body is parsed: a broken JSON
 * body would otherwise be answered with an `invalid_json` the operation does not declare.
 */
function refuseNonMultipart(op: OperationSpec, request: FastifyRequest): void {
  if (op.body?.kind !== 'multipart') return;
  // The multipart plugin marks the request only once its body parser ran, after this hook; the
  // header is what there is. A request without a content type is left to the multipart checks.
  const type = request.headers['content-type'];
  if (!type || /^\s*multipart\/form-data\s*(;|$)/i.test(type)) return;
  throw new HttpError(415, 'unsupported_media_type', 'Expected a multipart/form-data body.');
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL character anywhere in the input would fail deep in
 * a query; it is refused up front as bad input, naming the field.
 */
function rejectNulCharacters(request: FastifyRequest): void {
  const visit = (value: unknown, field: string): void => {
    if (typeof value === 'string') {
      if (value.includes('\u0000')) {
        throw new HttpError(
          400,
          'validation_failed',
          `${field} must not contain NUL characters.`,
          field
        );
      }
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, `${field}.${i}`));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, `${field}.${k}`);
    }
  };
  visit(request.query, 'query');
  visit(request.params, 'path');
  visit(request.body, 'body');
}
