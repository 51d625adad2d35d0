import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Config } from './config';
import { formatValidationError } from './contract/ajv';
import { emptyParameterCheck } from './contract/empty-params';
import { MAX_FILE_BYTES } from './contract/multipart';
import { loadOperations, type OperationSpec } from './contract/operations';
import { registerOperations } from './contract/register';
import type { Clock, HandlerTable, Services } from './contract/types';
import { pgliteOf, poolOf, type Database } from './db/index';
import { handlers as allHandlers } from './features/index';
import { HttpError, MESSAGES } from './http/errors';
import { ReadCache } from './http/read-cache';
import { securityHeaders } from './http/security-headers';
import { databaseRateLimitStore } from './http/shared-limits';
import { registerReference } from './http/reference';
import { catalogueWarmer, type CatalogueWarmer } from './features/books/catalogue';
import { circulationJobs } from './features/circulation/jobs';
import { createJobs } from './jobs/index';
import type { BackupSource } from './maintenance/backup';
import { backupJobs } from './maintenance/backup-job';
import { createMailer, type Mailer } from './mail/index';
import { createMetrics, registerMetrics } from './ops/metrics';
import { createStorage } from './storage/create';
import { readImageVariant } from './storage/image-variants';
import { contentTypeOf, parseVariantKey, type Storage } from './storage/index';

export interface BuildOptions {
  config: Config;
  db: Database;
  storage?: Storage;
  mailer?: Mailer;
  clock?: Clock;
  logger?: boolean | object;
  /** Check every response against the contract and fail those that break it (tests only). */
  strictResponses?: boolean;
  /** What the daily backup job reads (the server's database); without it the job has no runner. */
  backupSource?: BackupSource;
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

const REQUEST_ID = /^[\w.:-]{1,100}$/;

export const systemClock: Clock = { now: () => new Date() };

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // One line per request once it is answered (below) instead of Fastify's two, which serialise
    // the request and the response in full: on a small server that cost more than a cached read.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Legacy clients put ids in query strings as repeated or odd keys; keep parsing simple.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: process.env.TRUST_PROXY === 'true',
    // Every log line of a request carries its id: the proxy's X-Request-Id when it sends a sane
    // one (so one id follows a request through proxy and API logs), else a fresh UUID.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Errors raised before a route is found (a malformed path) are answered like all others.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
    // Errors the HTTP parser raises before Fastify sees a request (headers over 16 KB, a garbled
    // request line) are answered as ErrorBody too, never Node's or Fastify's bare text.
    clientErrorHandler: answerClientError,
  });

  const pool = poolOf(options.db);
  const metrics = createMetrics({ databaseKind: pool ? 'postgres' : 'pglite', pool });
  const base: Omit<Services, 'jobs'> = {
    config,
    db: options.db,
    storage: options.storage ?? createStorage(config),
    mailer: metrics.mailer(
      options.mailer ??
        createMailer({
          smtp: config.smtp,
          from: config.mailFrom,
          outboxDir: path.join(config.dataDir, 'outbox'),
          log: (message) => app.log.info(message),
        })
    ),
    clock: options.clock ?? systemClock,
    log: app.log,
  };
  // The queue's runners see the services object itself, so a replaced mailer (tests) is used.
  const services = base as Services;
  services.jobs = createJobs(base, {
    ...circulationJobs,
    ...(options.backupSource ? backupJobs(options.backupSource) : {}),
  });
  app.decorate('services', services);
  // helmet's headers never change, so they are worked out once: @fastify/helmet built helmet's
  // middleware anew for every request, which cost more than a cached read itself (issue 20).
  const security = securityHeaders({
    // The API answers JSON and images; the images are shown by the site and the console, which
    // live on other origins, so they must be embeddable cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  // Callback hooks rather than async ones: no promise per request on the hot path.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(security).header('X-Request-Id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: reply.elapsedTime },
      'answered'
    );
    done();
  });
  registerMetrics(app, metrics, config.metricsToken);
  app.addHook('onClose', () => services.jobs.stop());

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so every API process behind a load balancer sees the same count.
    store: databaseRateLimitStore(services.db, services.clock),
    // The plugin sets Retry-After on the reply itself.
    errorResponseBuilder: () => new HttpError(429, 'rate_limited', MESSAGES.rateLimited),
  });
  // Weak validators from the uncompressed body, so a repeat read of an unchanged list or record
  // is a 304 with no body whatever the encoding; registered before compression on purpose.
  await app.register(etag, { weak: true });
  // JSON shrinks to a quarter; brotli at quality 4 costs about what gzip does, where its default
  // of 11 would cost more per response than the database call.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const readCache = new ReadCache({
    ttlMs: config.readCacheSeconds * 1000,
    log: app.log,
    pglite: pgliteOf(options.db),
    postgres: pool?.options,
  });
  // A public read kept in memory is answered here, with the headers above already set, before
  // the hooks such an answer does not need (multipart's listener on every response, the
  // operation's own checks): a few microseconds a request, on the cheapest answers the API gives.
  app.addHook('onRequest', (request, reply, done) => {
    if (
      request.routeOptions.config?.cachedRead &&
      !request.headers.authorization &&
      readCache.reply(request.url, request, reply)
    )
      return;
    done();
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 12, fields: 200, fieldSize: 64 * 1024 },
  });

  app.setErrorHandler(sendError);

  const operations = options.operations ?? (await contractOperations());
  const checkEmptyParameter = emptyParameterCheck(operations, services);
  app.setNotFoundHandler(async (request, reply) => {
    // An operation called with an empty path parameter answers as that operation (400).
    await checkEmptyParameter(request);
    reply.code(404).send(new HttpError(404, 'not_found', MESSAGES.routeNotFound).toBody());
  });

  await readCache.start();
  app.decorate('readCache', readCache);
  app.addHook('onClose', () => readCache.close());

  // The whole catalogue is built again in the background as soon as it changes (catalogue.ts).
  const allBooks = operations.find((op) => op.operationId === 'listAllBooks');
  let warmer: CatalogueWarmer | null = null;
  if (allBooks) {
    warmer = catalogueWarmer(
      services,
      (allBooks.responses['200'] as { items: object }).items,
      (error) => app.log.error(error, 'building the whole catalogue failed')
    );
    readCache.watch((name) => {
      if (name === undefined || name === 'catalogue') warmer?.schedule();
    });
    app.addHook('onClose', () => warmer?.close());
    // Not waited for: a server whose database is slow to answer still starts (and says so).
    app.addHook('onReady', () => {
      void warmer
        ?.resume()
        .catch((error: unknown) => app.log.error(error, 'reading the stored catalogue failed'));
    });
  }
  app.decorate('catalogueWarmer', warmer);

  registerOperations(app, {
    operations,
    handlers: options.handlers ?? allHandlers,
    services,
    strictResponses: options.strictResponses ?? false,
    rateLimits: config.rateLimits,
    readCache: config.readCacheSeconds > 0 ? readCache : null,
  });

  await registerReference(app);

  // Uploaded images and their smaller copies. Their names are random and never reused, and a
  // copy's bytes follow from its name, so both may be cached for a year.
  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as Record<string, string>)['*'] ?? '';
    const file = parseVariantKey(key)
      ? await readImageVariant(services.storage, key, request.log)
      : await services.storage.read(key);
    if (!file) throw new HttpError(404, 'not_found', 'File not found.');
    reply
      .header('Content-Type', contentTypeOf(key))
      .header('Content-Length', String(file.size))
      .header('Cache-Control', 'public, max-age=31536000, immutable');
    return reply.send(file.stream);
  });

  return app;
}

/** Writes an ErrorBody straight to the socket: there is no request or reply object yet. */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A client that went away or timed out needs no answer.
  if (
    error.code === 'ECONNRESET' ||
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ||
    !socket.writable
  ) {
    socket.destroy();
    return;
  }
  const headersTooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const known = headersTooLarge
    ? new HttpError(431, 'headers_too_large', 'The request headers are too large.')
    : new HttpError(400, 'validation_failed', 'The request is malformed.');
  const body = JSON.stringify(known.toBody());
  socket.end(
    `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
      body
  );
}

const invalidJson = () =>
  new HttpError(400, 'invalid_json', 'The request body is not valid JSON.', 'body');

/**
 * The errors Fastify raises for bad input, by code, as the contract's ErrorBody. Our own errors
 * are HttpErrors already; anything else is a failure of ours: a 500 whose details stay in the log.
 */
const FASTIFY_ERRORS: Record<string, (error: FastifyError) => HttpError> = {
  FST_ERR_VALIDATION: (error) => {
    const { field, message } = formatValidationError(
      error.validation as never,
      error.validationContext ?? 'body'
    );
    return new HttpError(400, 'validation_failed', message, field);
  },
  FST_ERR_CTP_INVALID_JSON_BODY: invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: invalidJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new HttpError(400, 'validation_failed', 'body does not match its Content-Length.', 'body'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new HttpError(413, 'payload_too_large', MESSAGES.bodyTooLarge),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new HttpError(415, 'unsupported_media_type', 'This content type is not accepted here.'),
  FST_ERR_BAD_URL: () =>
    new HttpError(400, 'validation_failed', 'path is not a valid URL component.', 'path'),
  FST_ERR_MAX_PARAM_LENGTH: () =>
    new HttpError(
      400,
      'validation_failed',
      'path must be at most 200 characters per part.',
      'path'
    ),
};

function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  const { code } = error as FastifyError;
  return Object.hasOwn(FASTIFY_ERRORS, code) ? FASTIFY_ERRORS[code]!(error as FastifyError) : null;
}

/** Answers any error as the contract's ErrorBody. */
function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const known = toHttpError(error);
  if (!known || known.status >= 500) request.log.error(error);
  if (!known)
    return reply.code(500).send(new HttpError(500, 'internal', MESSAGES.internal).toBody());
  if (known.status === 401) reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
  // The features' own limits (failed logins, codes per address) say when to retry.
  const { retryAfter } = known as HttpError & { retryAfter?: number };
  if (retryAfter) reply.header('Retry-After', String(retryAfter));
  return reply.code(known.status).send(known.toBody());
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    readCache: ReadCache;
    /** Builds the whole catalogue after each change; null without that operation. */
    catalogueWarmer: CatalogueWarmer | null;
  }
}
