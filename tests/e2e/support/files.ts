import { deflateSync } from 'node:zlib';

/**
 * Files for upload fields, made in memory: Playwright's setInputFiles takes name, type and bytes.
 * The API checks uploads by their bytes, so the images are real (tiny) PNGs.
 */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

// A 2×2 PNG; its colour varies with the index so the pictures are not identical.
function png(shade: number): Buffer {
  const pixels = [shade, 90, 160].map((c) => c & 0xff);
  const raw = Buffer.alloc(2 * (1 + 2 * 3));
  for (let row = 0; row < 2; row++) {
    raw[row * 7] = 0; // filter: none
    for (let col = 0; col < 2; col++) raw.set(pixels, row * 7 + 1 + col * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export const image = (name: string, index = 0): UploadFile => ({
  name,
  mimeType: 'image/png',
  buffer: png(40 + index * 40),
});

/** A plain text file renamed .jpg: the browser calls it image/jpeg, its bytes say otherwise. */
export const textRenamedJpg = (): UploadFile => ({
  name: 'not-a-photo.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('This is a text file with a .jpg name, not a picture.\n'),
});
