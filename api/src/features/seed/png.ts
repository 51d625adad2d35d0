import { deflateSync } from 'node:zlib';

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * Encodes an RGB image as PNG with nothing but zlib, so demo covers and test images need no
 * native image library. `pixel(x, y)` returns [r, g, b].
 */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number]
): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  let offset = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      rgb[offset++] = r;
      rgb[offset++] = g;
      rgb[offset++] = b;
    }
  }
  return encodeRgb(width, height, rgb);
}

const BYTES_PER_PIXEL = 3;
/** Coprime with 3, so the sampled bytes cycle through red, green and blue. */
const SAMPLE = 5;

/** libpng's filter heuristic: the sum of the filtered bytes read as signed magnitudes. */
function magnitude(value: number): number {
  return value < 128 ? value : 256 - value;
}

/**
 * Encodes raw RGB bytes (row by row, 3 bytes a pixel). Each row is filtered with Sub (minus the
 * pixel to the left) or Up (minus the pixel above), whichever leaves smaller values, so flat
 * shapes and gradients in either direction turn into runs of zeros that deflate shrinks to
 * almost nothing. Paeth would compress a little better but costs another pass per row.
 */
export function encodeRgb(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * BYTES_PER_PIXEL) {
    throw new Error(
      `Expected ${width * height * BYTES_PER_PIXEL} bytes of RGB, got ${rgb.length}.`
    );
  }
  const stride = width * BYTES_PER_PIXEL;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const up = row - stride;
    let subScore = 0;
    let upScore = 0;
    // Scored on every SAMPLE-th byte: a good enough guess at a fraction of the cost.
    for (let i = BYTES_PER_PIXEL; i < stride; i += SAMPLE) {
      subScore += magnitude((rgb[row + i]! - rgb[row + i - BYTES_PER_PIXEL]!) & 0xff);
    }
    if (y > 0) {
      for (let i = BYTES_PER_PIXEL; i < stride; i += SAMPLE) {
        upScore += magnitude((rgb[row + i]! - rgb[up + i]!) & 0xff);
      }
    }
    const at = y * (stride + 1) + 1;
    if (y > 0 && upScore < subScore) {
      raw[at - 1] = 2;
      for (let i = 0; i < stride; i++) raw[at + i] = (rgb[row + i]! - rgb[up + i]!) & 0xff;
    } else {
      raw[at - 1] = 1;
      for (let i = 0; i < BYTES_PER_PIXEL; i++) raw[at + i] = rgb[row + i]!;
      for (let i = BYTES_PER_PIXEL; i < stride; i++) {
        raw[at + i] = (rgb[row + i]! - rgb[row + i - BYTES_PER_PIXEL]!) & 0xff;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
