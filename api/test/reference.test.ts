import { loadSpec } from '../src/contract/spec-source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './helpers/app';
import { assertMatchesContract } from './helpers/contract';

/** The API reference at /docs: Swagger UI over the bundled contract, all from this server. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

const get = (url: string) => api.app.inject({ method: 'GET', url });

describe('/docs', () => {
  it('is a page whose scripts and styles all come from this server, under the API CSP', async () => {
    const res = await get('/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*script-src 'self'/);
    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toContain('/docs/static/swagger-ui-bundle.js');
    expect(assets.every((url) => url.startsWith('/docs/'))).toBe(true);
    expect(res.body).not.toMatch(/<script>/);
    for (const url of assets) {
      const asset = await get(url);
      expect(asset.statusCode, url).toBe(200);
    }
  });

  it('shows the contract itself: the page carries the bundled openapi/, also served as JSON', async () => {
    const document = await loadSpec();
    const initializer = (await get('/docs/static/swagger-initializer.js')).body;
    const config = /const config = (.*?)\n\s*const resConfig/s.exec(initializer)?.[1];
    expect(config).toBeDefined();
    const ui = new Function(`return (${config})`)() as Record<string, unknown>;
    expect(ui.spec).toEqual(document);
    expect(ui.supportedSubmitMethods).toEqual([]);
    expect((await get('/docs/json')).json()).toEqual(document);
  });

  it('is not an operation of the contract', async () => {
    const res = await get('/docs');
    expect(await assertMatchesContract('GET', '/docs', res.statusCode, res.body)).toBeNull();
    expect(Object.keys((await loadSpec()).paths).some((p) => p.startsWith('/docs'))).toBe(false);
  });
});
