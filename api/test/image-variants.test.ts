import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { readImageVariant } from '../src/storage/image-variants';
import type { Storage } from '../src/storage/index';
import { it } from './helpers/api-test';
import { type TestApi, expectError } from './helpers/app';
import { fileExists, keyOf } from './helpers/uploads';

/**
 * Issue 20, responsive images: every uploaded picture has smaller WebP copies at
 * `<key without extension>.w<320|640|1280>.webp`, made the first time one is asked for.
 */

const photo = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') => {
  const half = {
    width: width >> 1,
    height: height >> 1,
    channels: 3 as const,
    background: '#e9c46a',
  };
  const image = sharp({ create: { width, height, channels: 3, background: '#2a6f97' } }).composite([
    { input: { create: half } },
  ]);
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

/** Uploads a profile photo for the member and returns its public URL. */
async function uploadPhoto(
  api: TestApi,
  member: { userId: number; token: string },
  data: Buffer,
  filename = 'photo.jpg'
): Promise<string> {
  const res = await api.call('PUT', `/Singup/update/${member.userId}`, {
    token: member.token,
    form: [
      ['name', 'Photo Person'],
      ['profileImage', { filename, data, contentType: 'image/jpeg' }],
    ],
  });
  expect(res.status).toBe(200);
  return res.body.user.image as string;
}

const copyUrl = (url: string, width: number) => url.replace(/\.(jpg|png)$/, `.w${width}.webp`);

const get = (api: TestApi, url: string) =>
  api.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('smaller copies of uploaded pictures', () => {
  it('makes a WebP copy of the asked width when first asked for, stores it, and serves it again', async ({
    api,
    member,
  }) => {
    const url = await uploadPhoto(api, member, await photo(1600, 1200));
    const small = copyUrl(url, 320);
    expect(fileExists(api, small)).toBe(false);

    const first = await get(api, small);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 240,
    });
    expect(fileExists(api, small)).toBe(true);

    const again = await get(api, small);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload).toEqual(first.rawPayload);

    const large = await get(api, copyUrl(url, 1280));
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 1280, height: 960 });
    // The point of it: far fewer bytes than the full picture for a small screen.
    const original = await get(api, url);
    expect(first.rawPayload.length).toBeLessThan(original.rawPayload.length / 4);
  });

  it('never enlarges: a copy of a picture narrower than its width keeps the picture’s size', async ({
    api,
    member,
  }) => {
    const url = await uploadPhoto(api, member, await photo(400, 300));
    const res = await get(api, copyUrl(url, 640));
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 400, height: 300 });
  });

  it('makes copies of PNG originals too', async ({ api, member }) => {
    const url = await uploadPhoto(api, member, await photo(900, 600, 'png'), 'drawing.png');
    expect(url).toMatch(/\.png$/);
    const res = await get(api, copyUrl(url, 640));
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 640, height: 427 });
  });

  it('answers 404 for a width it does not make, a missing picture, or a path outside uploads', async ({
    api,
    member,
  }) => {
    const url = await uploadPhoto(api, member, await photo(800, 600));
    for (const path of [
      copyUrl(url, 500),
      url.replace(/\.jpg$/, '.w320.png'),
      'http://x/uploads/profiles/00000000-0000-0000-0000-000000000000.w320.webp',
      'http://x/uploads/profiles/../../config.w320.webp',
    ]) {
      const res = await api.app.inject({ method: 'GET', url: new URL(path).pathname });
      expect(res.statusCode, path).toBe(404);
      expectError({ status: res.statusCode, body: res.json() }, 404, { code: 'not_found' });
    }
    expect(fileExists(api, copyUrl(url, 500))).toBe(false);
  });

  it('removes the copies with their picture when it is replaced', async ({ api, member }) => {
    const first = await uploadPhoto(api, member, await photo(1000, 800));
    for (const width of [320, 640])
      expect((await get(api, copyUrl(first, width))).statusCode).toBe(200);
    expect(fileExists(api, copyUrl(first, 640))).toBe(true);

    const second = await uploadPhoto(api, member, await photo(1000, 800));
    expect(second).not.toBe(first);
    expect(fileExists(api, first)).toBe(false);
    for (const width of [320, 640, 1280])
      expect(fileExists(api, copyUrl(first, width))).toBe(false);
  });

  it('makes a copy once when a page asks for it ten times at once', async ({ api, member }) => {
    const url = await uploadPhoto(api, member, await photo(1200, 900));
    const storage = api.app.services.storage;
    let writes = 0;
    const counting: Storage = {
      ...storage,
      write: async (key, data) => {
        writes += 1;
        await storage.write(key, data);
      },
    };
    const key = keyOf(copyUrl(url, 640));
    const results = await Promise.all(
      Array.from({ length: 10 }, () => readImageVariant(counting, key, api.app.log))
    );
    expect(writes).toBe(1);
    const sizes = results.map((file) => file?.size ?? -1);
    expect(new Set(sizes).size).toBe(1);
    expect(sizes[0]).toBeGreaterThan(0);
  });

  it('answers 404 and stores nothing when the original does not decode; the original is still served', async ({
    api,
  }) => {
    // As a legacy import copies files in, unchecked.
    const key = await api.app.services.storage.put('covers', randomBytes(3000), 'jpg');
    const copy = key.replace(/\.jpg$/, '.w320.webp');
    const res = await api.app.inject({ method: 'GET', url: `/uploads/${copy}` });
    expect(res.statusCode).toBe(404);
    expect(await api.app.services.storage.read(copy)).toBeNull();
    expect((await api.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(200);
  });

  it('leaves the copies out of the stored files a backup or a move carries', async ({
    api,
    member,
  }) => {
    const url = await uploadPhoto(api, member, await photo(700, 500));
    expect((await get(api, copyUrl(url, 320))).statusCode).toBe(200);
    const keys: string[] = [];
    for await (const key of api.app.services.storage.list()) keys.push(key);
    expect(keys).toContain(keyOf(url));
    expect(keys.some((key) => key.endsWith('.webp'))).toBe(false);
  });
});
