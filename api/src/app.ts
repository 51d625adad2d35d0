import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { formatValidationError } from './contract/ajv';
import { MAX_FILE_BYTES } from './contract/multipart';
import { loadOperations, type OperationSpec } from './contract/operations';
import { registerOperations } from './contract/register';
import type { Clock, HandlerTable, Services } from './contract/types';
import type { Database } from './db/index';
import { handlers as allHandlers } from './features/index';
import { HttpError, MESSAGES } from './http/errors';
import { createMailer, type Mailer } from './mail/index';
import { createLocalStorage, type Storage } from './storage/index';

export interface BuildOptions {
  config: Config;
  db: Database;
  storage?: Storage;
  mailer?: Mailer;
  clock?: Clock;
  logger?: boolean | object;
  /** Fail responses that break the contract (tests); production logs them instead. */
  strictResponses?: boolean;
  /** Replace handlers (tests of the platform itself). */
  handlers?: HandlerTable;
  operations?: OperationSpec[];
}

let operationsCache: Promise<OperationSpec[]> | null = null;
/** The contract, read and bundled once per process. */
export function contractOperations(): Promise<OperationSpec[]> {
  operationsCache ??= loadOperations();
  return operationsCache;
}

export const systemClock: Clock = { now: () => new Date() };

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Legacy clients put ids in query strings as repeated or odd keys; keep parsing simple.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: process.env.TRUST_PROXY === 'true',
  });

  const services: Services = {
    config,
    db: options.db,
    storage:
      options.storage ?? createLocalStorage(path.join(config.dataDir, 'uploads'), config.publicUrl),
    mailer:
      options.mailer ??
      createMailer({
        smtp: config.smtp,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: (message) => app.log.info(message),
      }),
    clock: options.clock ?? systemClock,
    log: app.log,
  };
  app.decorate('services', services);

  await app.register(helmet, {
    // The API answers JSON and images; the images are shown by the site and the console, which
    // live on other origins, so they must be embeddable cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new HttpError(429, 'rate_limited', MESSAGES.rateLimited), {
        retryAfter: Math.ceil(context.ttl / 1000),
      }),
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 12, fields: 200, fieldSize: 64 * 1024 },
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.status === 401) reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      if (error.status === 429) {
        const retryAfter = (error as HttpError & { retryAfter?: number }).retryAfter;
        if (retryAfter) reply.header('Retry-After', String(retryAfter));
      }
      if (error.status >= 500) request.log.error(error);
      return reply.code(error.status).send(error.toBody());
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const { field, message } = formatValidationError(
        fastifyError.validation as never,
        fastifyError.validationContext ?? 'body'
      );
      return reply.code(400).send(new HttpError(400, 'validation_failed', message, field).toBody());
    }
    const known = fromFastifyError(fastifyError);
    if (known) return reply.code(known.status).send(known.toBody());
    request.log.error(error);
    return reply.code(500).send(new HttpError(500, 'internal', MESSAGES.internal).toBody());
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send(new HttpError(404, 'not_found', MESSAGES.routeNotFound).toBody());
  });

  registerOperations(app, {
    operations: options.operations ?? (await contractOperations()),
    handlers: options.handlers ?? allHandlers,
    services,
    strictResponses: options.strictResponses ?? false,
    rateLimits: config.rateLimits,
  });

  // Uploaded images. Their names are random and never reused, so they may be cached for a year.
  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as Record<string, string>)['*'] ?? '';
    const file = await services.storage.read(key);
    if (!file) throw new HttpError(404, 'not_found', 'File not found.');
    reply
      .header('Content-Type', key.endsWith('.png') ? 'image/png' : 'image/jpeg')
      .header('Content-Length', String(file.size))
      .header('Cache-Control', 'public, max-age=31536000, immutable');
    return reply.send(file.stream);
  });

  return app;
}

/** Fastify's own errors for bad input, turned into the contract's ErrorBody. */
function fromFastifyError(error: FastifyError): HttpError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpError(400, 'invalid_json', 'The request body is not valid JSON.', 'body');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'payload_too_large', MESSAGES.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(
        415,
        'unsupported_media_type',
        'This content type is not accepted here.'
      );
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, 'payload_too_large', MESSAGES.fileTooLarge);
  }
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
    return new HttpError(400, 'invalid_json', 'The request body is not valid JSON.', 'body');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpError(400, 'validation_failed', error.message, 'body');
  }
  return null;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
