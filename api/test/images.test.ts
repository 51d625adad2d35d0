import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { it } from './helpers/api-test';
import { type TestApi, expectError } from './helpers/app';
import { createMember } from './helpers/fixtures';

/**
 * Issue 21, finding 2: uploads are decoded, limited in pixels and stored re-encoded. On the main
 * of before the fix the bomb and the polyglot were stored byte for byte and the EXIF kept.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few KB whose header declares 65,535 × 65,535 pixels (4.3 gigapixels). */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(65_535, 0);
  header.writeUInt32BE(65_535, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    // The first rows of zeros, compressed: enough for a decoder to start allocating.
    chunk('IDAT', deflateSync(Buffer.alloc(65_536 * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photoUrlToFile = (api: TestApi, url: string) =>
  path.join(api.config.dataDir, 'uploads', new URL(url).pathname.replace(/^\/uploads\//, ''));

const upload = (api: TestApi, userId: number, token: string, data: Buffer, filename: string) =>
  api.call('PUT', `/Singup/update/${userId}`, {
    token,
    form: [
      ['name', 'Photo Person'],
      ['profileImage', { filename, data, contentType: 'image/jpeg' }],
    ],
  });

describe('uploaded images', () => {
  it('refuses an image declaring more than 40 megapixels with 413, before decoding it', async ({
    api,
  }) => {
    const member = await createMember(api);
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(16 * 1024);
    const res = await upload(api, member.userId, member.token, bomb, 'bomb.png');
    expectError(res, 413, {
      code: 'payload_too_large',
      message: 'Image too large. The limit is 40 megapixels.',
      field: 'body.profileImage',
    });
    const row = await api.db
      .selectFrom('users')
      .select('image_key')
      .where('unique_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(row.image_key).toBeNull();
  });

  it('refuses a JPEG header followed by HTML (a polyglot) as invalid_file', async ({ api }) => {
    const member = await createMember(api);
    const polyglot = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const res = await upload(api, member.userId, member.token, polyglot, 'x.jpg');
    expectError(res, 400, { code: 'invalid_file', field: 'body.profileImage' });
  });

  it('stores a fresh encoding of the pixels: no EXIF (GPS), no trailing bytes', async ({ api }) => {
    const member = await createMember(api);
    const withGps = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#3a7' },
    })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const trailing = Buffer.concat([withGps, Buffer.from('<html>hidden page</html>')]);

    const res = await upload(api, member.userId, member.token, trailing, 'photo.jpg');
    expect(res.status).toBe(200);
    const stored = await readFile(photoUrlToFile(api, res.body.user.image));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(stored.includes(Buffer.from('<html>'))).toBe(false);
  });

  it('refuses a body declaring more bytes than the operation can take before reading it', async ({
    api,
  }) => {
    const member = await createMember(api);
    const res = await api.call('PUT', `/Singup/update/${member.userId}`, {
      token: member.token,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
      payload: '--x--\r\n',
    });
    expectError(res, 413, { code: 'payload_too_large' });
  });
});
