import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, checkAccess, checkOwner } from '../auth/access';
import type { Caller } from '../auth/tokens';
import { HttpError } from '../http/errors';
import { createAjv, formatValidationError } from './ajv';
import { readMultipart, type UploadedFiles } from './multipart';
import type { OperationSpec } from './operations';
import { compilePruner } from './prune';
import type { HandlerContext, HandlerTable, OperationId, Services } from './types';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    uploads: UploadedFiles;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

/**
 * Per-operation rate limits per client address, as the operations' descriptions in openapi/ state
 * them; the per-account limits (failed logins, codes per e-mail address) live in the features.
 */
export const RATE_LIMITS: Partial<Record<OperationId, { max: number; timeWindow: number }>> = {
  loginMember: { max: 20, timeWindow: 60_000 },
  loginAdmin: { max: 20, timeWindow: 60_000 },
  signupMember: { max: 10, timeWindow: 60 * 60_000 },
  sendVerificationCode: { max: 20, timeWindow: 60 * 60_000 },
  verifyEmailCode: { max: 30, timeWindow: 10 * 60_000 },
  requestPasswordReset: { max: 20, timeWindow: 60 * 60_000 },
  resetPassword: { max: 10, timeWindow: 60_000 },
  submitDonation: { max: 10, timeWindow: 60 * 60_000 },
};

export interface RegisterOptions {
  operations: OperationSpec[];
  handlers: HandlerTable;
  services: Services;
  /** Answer 500 when a response does not match its schema (tests); otherwise log and send it. */
  strictResponses: boolean;
  rateLimits: boolean;
}

/**
 * Registers every operation of the contract. Requests are validated with the operation's own
 * schemas and responses are cut down to, and checked against, its response schemas: the routes,
 * their inputs and their outputs all come from openapi/.
 */
export function registerOperations(app: FastifyInstance, options: RegisterOptions): void {
  const { services } = options;
  // All errors, so that a message can skip the oneOf branches the client did not choose.
  const coercing = createAjv({ coerce: true, allErrors: true });
  const exact = createAjv({ coerce: false });

  app.decorateRequest('caller', null);
  app.decorateRequest('uploads', null as unknown as UploadedFiles);

  app.setValidatorCompiler(({ schema }) => coercing.compile(schema as object));
  app.setSerializerCompiler(({ schema, url, method, httpStatus }) => {
    const prune = compilePruner(schema as Record<string, unknown>);
    const validate = exact.compile(schema as object);
    return (data: unknown) => {
      const body = prune(data);
      if (!validate(body)) {
        const { field, message } = formatValidationError(validate.errors ?? [], 'response');
        const detail = `${method} ${url} ${httpStatus}: ${message}`;
        services.log.error(
          { field, response: body },
          `response does not match the contract: ${detail}`
        );
        if (options.strictResponses)
          throw new Error(`Response does not match the contract: ${detail}`);
      }
      return JSON.stringify(body);
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

    const rateLimit = options.rateLimits ? RATE_LIMITS[op.operationId as OperationId] : undefined;

    app.route({
      method: op.method,
      url: op.url,
      schema,
      config: { operationId: op.operationId, ...(rateLimit ? { rateLimit } : {}) },
      onRequest: async (request) => {
        request.uploads = {};
        if (op.auth === 'none') return;
        request.caller = await authenticate(
          request,
          services.db,
          services.config.jwtSecret,
          services.clock.now()
        );
        checkAccess(op, request.caller);
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
        } else if (request.isMultipart()) {
          throw new HttpError(415, 'unsupported_media_type', 'Expected an application/json body.');
        }
      },
      handler: async (request, reply) => {
        const result = await handler({
          query: (request.query ?? {}) as never,
          params: (request.params ?? {}) as never,
          body: request.body as never,
          files: request.uploads,
          caller: request.caller,
          services,
          request,
          reply,
        });
        reply.code(op.successStatus);
        return result;
      },
    });
  }
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
