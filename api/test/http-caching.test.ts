import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from './helpers/api-test';
import { insertBook } from './helpers/fixtures';

const CATALOGUE = '/Singup/Allbooks';

describe('compression', () => {
  it('compresses JSON with brotli or gzip as the client accepts, and not otherwise', async ({
    api,
  }) => {
    for (let i = 0; i < 20; i++) await insertBook(api, { copies: 1, booknameEn: `Book ${i}` });
    const plain = await api.app.inject({ method: 'GET', url: CATALOGUE });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body);
    expect(json).toHaveLength(20);

    const br = await api.app.inject({
      method: 'GET',
      url: CATALOGUE,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json);

    const gzip = await api.app.inject({
      method: 'GET',
      url: CATALOGUE,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json);
  });

  it('leaves small answers and images as they are', async ({ api }) => {
    const health = await api.app.inject({
      method: 'GET',
      url: '/ext/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe('validators', () => {
  it('answers 304 to a repeat read of an unchanged list, and 200 once it changed', async ({
    api,
  }) => {
    await insertBook(api, { copies: 1 });
    const first = await api.app.inject({ method: 'GET', url: CATALOGUE });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/".+"$/);

    const again = await api.app.inject({
      method: 'GET',
      url: CATALOGUE,
      headers: { 'if-none-match': tag, 'accept-encoding': 'br' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    await insertBook(api, { copies: 1, booknameEn: 'Another' });
    const changed = await api.app.inject({
      method: 'GET',
      url: CATALOGUE,
      headers: { 'if-none-match': tag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(JSON.parse(changed.body)).toHaveLength(2);
  });
});
