import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Mailer } from '../mail/index';

/**
 * The API's Prometheus metrics, one registry per app (tests build many apps in one process):
 * requests by contract operation and status, their latency, the database pool, mail sent and
 * failed, and the process itself (memory, CPU, event-loop lag, GC) from prom-client's defaults.
 */
type RequestLabels = 'operation' | 'method' | 'status';

export interface Metrics {
  registry: Registry;
  requests: Counter<RequestLabels>;
  duration: Histogram<RequestLabels>;
  /** The mailer, counting what it sends and what fails. */
  mailer(mailer: Mailer): Mailer;
}

export function createMetrics(options: {
  databaseKind: 'pglite' | 'postgres';
  pool: pg.Pool | null;
}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'pathagar_' });

  const labelNames: RequestLabels[] = ['operation', 'method', 'status'];
  const requests = new Counter({
    name: 'pathagar_http_requests_total',
    help: 'HTTP requests answered, by contract operation (or route), method and status code.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'pathagar_http_request_duration_seconds',
    help: 'Time from request to the last byte of the reply, by operation, method and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const mails = new Counter({
    name: 'pathagar_mails_total',
    help: 'Mail handed to SMTP (or the development outbox), by result: sent or failed.',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  mails.inc({ result: 'sent' }, 0);
  mails.inc({ result: 'failed' }, 0);

  const { pool } = options;
  new Gauge({
    name: 'pathagar_db_pool_connections',
    help: 'Database connections by state: total open, idle, and requests waiting for one. The embedded database has one session.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (pool) {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      } else {
        this.set({ state: 'total' }, 1);
      }
    },
  });
  new Gauge({
    name: 'pathagar_db_info',
    help: 'The database engine in use (value is always 1).',
    labelNames: ['engine'] as const,
    registers: [registry],
  }).set({ engine: options.databaseKind }, 1);

  return {
    registry,
    requests,
    duration,
    mailer(inner) {
      return {
        get outboxDir() {
          return inner.outboxDir;
        },
        async send(message) {
          try {
            await inner.send(message);
            mails.inc({ result: 'sent' });
          } catch (error) {
            mails.inc({ result: 'failed' });
            throw error;
          }
        },
      };
    },
  };
}

/**
 * Records every reply and serves GET /ops/metrics. The endpoint is an operations endpoint, not a
 * contract operation (like /docs): it answers only with `Authorization: Bearer <METRICS_TOKEN>`,
 * and is absent (404) when no token is configured, so that nothing about the server's load leaks
 * to the public internet by default.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | null
): void {
  const { requests, duration } = metrics;
  app.addHook('onResponse', (request, reply, done) => {
    const config = request.routeOptions.config as { operationId?: string };
    // Contract operations by id; other routes by pattern; unknown paths together (bounded labels).
    const operation = config?.operationId ?? request.routeOptions.url ?? 'unmatched';
    const labels = { operation, method: request.method, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/ops/metrics', async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ code: 'unauthorized', message: 'The metrics token is missing or wrong.' });
    }
    return reply
      .header('Content-Type', metrics.registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
