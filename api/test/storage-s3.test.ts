import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createStorage } from '../src/storage/create';
import { createLocalStorage, type Storage } from '../src/storage/index';
import { moveUploads } from '../src/storage/move';
import { createTestApi, type TestApi } from './helpers/app';
import { startS3 } from './support/s3rver';

/** STORAGE=s3 against a real S3-compatible server (s3rver) started by the test. */
let s3: Awaited<ReturnType<typeof startS3>>;
let storage: Storage;
let api: TestApi;
beforeAll(async () => {
  s3 = await startS3('pathagar-test');
  storage = createStorage(loadConfig({ ...s3.env, PUBLIC_URL: 'http://api.test' }));
  api = await createTestApi(s3.env);
});
afterAll(async () => {
  await api?.close();
  await s3?.stop();
});

async function bytesOf(store: Storage, key: string): Promise<Buffer | null> {
  const file = await store.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const keysOf = async (store: Storage) => {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  return keys.sort();
};

describe('the S3 storage driver', () => {
  it('stores, reads, lists, replaces and deletes files under the same keys as on disk', async () => {
    const data = randomBytes(5000);
    const key = await storage.put('covers', data, 'jpg');
    expect(key).toMatch(/^covers\/[0-9a-f-]{36}\.jpg$/);
    expect(await bytesOf(storage, key)).toEqual(data);
    expect((await storage.read(key))?.size).toBe(5000);
    expect(await keysOf(storage)).toContain(key);
    expect(storage.url(key)).toBe(`http://api.test/uploads/${key}`);

    const other = randomBytes(10);
    await storage.write(key, other);
    expect(await bytesOf(storage, key)).toEqual(other);

    await storage.delete(key);
    expect(await storage.read(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await storage.read('../etc/passwd')).toBeNull();
    await expect(storage.write('not/a key', other)).rejects.toThrow(/Not a storage key/);
  });

  it('links files at S3_PUBLIC_URL when the bucket is public or behind a CDN', () => {
    const cdn = createStorage(
      loadConfig({ ...s3.env, S3_PUBLIC_URL: 'https://files.pathagar.example/' })
    );
    expect(cdn.url('covers/x.jpg')).toBe('https://files.pathagar.example/covers/x.jpg');
  });

  it('is served by the API at /uploads/<key>, read from the bucket', async () => {
    const data = randomBytes(2048);
    const key = await api.app.services.storage.put('gallery', data, 'png');
    expect(await bytesOf(storage, key)).toEqual(data); // it is in the bucket, not on disk
    const res = await api.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload).toEqual(data);
    const missing = await api.app.inject({
      method: 'GET',
      url: '/uploads/gallery/00000000-0000-0000-0000-000000000000.png',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('makes a picture’s smaller copies from the bucket, stores them in it, deletes them with it', async () => {
    const data = await sharp({
      create: { width: 1000, height: 750, channels: 3, background: '#264653' },
    })
      .jpeg()
      .toBuffer();
    const key = await api.app.services.storage.put('covers', data, 'jpg');
    const copy = key.replace(/\.jpg$/, '.w320.webp');
    expect(await bytesOf(storage, copy)).toBeNull();

    const res = await api.app.inject({ method: 'GET', url: `/uploads/${copy}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
    // Stored in the bucket, so the next request (from any API process) reads it from there.
    expect(await bytesOf(storage, copy)).toEqual(res.rawPayload);
    const again = await api.app.inject({ method: 'GET', url: `/uploads/${copy}` });
    expect(again.rawPayload).toEqual(res.rawPayload);
    expect(await keysOf(storage)).not.toContain(copy);

    await api.app.services.storage.delete(key);
    expect(await bytesOf(storage, key)).toBeNull();
    expect(await bytesOf(storage, copy)).toBeNull();
  });

  it('refuses an incomplete S3 configuration at start', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/
    );
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE must be/);
  });
});

describe('moving existing uploads to S3', () => {
  it('copies every local file into the bucket under its key and removes the local copies', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pathagar-move-'));
    try {
      const local = createLocalStorage(dir, 'http://api.test');
      const files = new Map<string, Buffer>();
      for (const folder of ['covers', 'blogs', 'gallery']) {
        const data = randomBytes(3000);
        files.set(await local.put(folder, data, 'jpg'), data);
      }
      const moved = await moveUploads(local, storage, { deleteSource: true });
      expect(moved).toBe(3);
      for (const [key, data] of files) expect(await bytesOf(storage, key)).toEqual(data);
      expect(await keysOf(local)).toEqual([]);
      expect((await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.jpg'))).toEqual(
        []
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
