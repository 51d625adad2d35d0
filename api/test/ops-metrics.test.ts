import { loadSpec } from '../src/contract/spec-source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './helpers/app';

/** GET /ops/metrics (Prometheus, behind METRICS_TOKEN) and the request id on every reply. */
const TOKEN = 'metrics-token-for-the-test';
let api: TestApi;
let bare: TestApi;
beforeAll(async () => {
  api = await createTestApi({ METRICS_TOKEN: TOKEN });
  bare = await createTestApi();
});
afterAll(async () => {
  await api?.close();
  await bare?.close();
});

const scrape = (authorization?: string) =>
  api.app.inject({
    method: 'GET',
    url: '/ops/metrics',
    headers: authorization ? { authorization } : {},
  });

describe('/ops/metrics', () => {
  it('refuses a scrape without the token or with a wrong one', async () => {
    for (const auth of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await scrape(auth);
      expect(res.statusCode, String(auth)).toBe(401);
      expect(res.json().code).toBe('unauthorized');
      expect(res.body).not.toContain('pathagar_');
    }
  });

  it('does not exist when no token is configured', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/ops/metrics' });
    expect(res.statusCode).toBe(404);
  });

  it('counts requests by contract operation and status, with latency histograms', async () => {
    await api.call('GET', '/ext/health');
    await api.call('GET', '/ext/health');
    await api.app.inject({ method: 'GET', url: '/no/such/path' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /^pathagar_http_requests_total\{operation="getHealth",method="GET",status="200"\} 2$/m
    );
    expect(text).toMatch(
      /^pathagar_http_requests_total\{operation="unmatched",method="GET",status="404"\} 1$/m
    );
    expect(text).toMatch(
      /^pathagar_http_request_duration_seconds_count\{operation="getHealth",method="GET",status="200"\} 2$/m
    );
    expect(text).toMatch(
      /^pathagar_http_request_duration_seconds_bucket\{le="\+Inf",operation="getHealth"/m
    );
  });

  it('shows the database pool, the engine, the process and mail sent and failed', async () => {
    await api.app.services.mailer.send({ to: 'x@pathagar.test', subject: 's', text: 't' });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/^pathagar_mails_total\{result="sent"\} 1$/m);
    expect(text).toMatch(/^pathagar_mails_total\{result="failed"\} 0$/m);
    expect(text).toMatch(new RegExp(`^pathagar_db_info\\{engine="${api.engine}"\\} 1$`, 'm'));
    expect(text).toMatch(/^pathagar_db_pool_connections\{state="total"\} [1-9]/m);
    if (api.engine === 'postgres') {
      expect(text).toMatch(/^pathagar_db_pool_connections\{state="waiting"\} 0$/m);
    }
    expect(text).toMatch(/^pathagar_process_resident_memory_bytes \d+/m);
  });

  it('is not an operation of the contract', async () => {
    const paths = Object.keys((await loadSpec()).paths);
    expect(paths.some((p) => p.startsWith('/ops'))).toBe(false);
  });
});

describe('request ids', () => {
  it('answers every request with its id, a fresh UUID unless the proxy sent a sane one', async () => {
    const fresh = await api.app.inject({ method: 'GET', url: '/ext/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    const relayed = await api.app.inject({
      method: 'GET',
      url: '/ext/health',
      headers: { 'x-request-id': 'proxy-7f3a.1' },
    });
    expect(relayed.headers['x-request-id']).toBe('proxy-7f3a.1');
    const odd = await api.app.inject({
      method: 'GET',
      url: '/ext/health',
      headers: { 'x-request-id': 'a b\u0000<script>' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-/);
  });
});
