import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { MAX_IMAGE_PIXELS } from '../contract/multipart';
import { parseVariantKey, type Storage } from './index';
import { loadSharp } from './sharp';

/**
 * Smaller copies are made the first time a browser asks for one, not at upload: most are never
 * asked for (a width no screen of the club's needs, a picture nobody opens), files uploaded
 * before they existed get them too, and seeding or importing a catalogue stays as fast as
 * copying files. Once made, a copy is stored beside its original and served like any upload.
 */

/** Copies being made, per storage, so a page asking for ten covers at once makes each once. */
const making = new WeakMap<Storage, Map<string, Promise<Buffer | null>>>();

/**
 * The smaller copy under `key` (`covers/<uuid>.w320.webp`), as `Storage.read` answers: the stored
 * one, or made now from the original and stored. Null when the key is not a copy's, or its
 * original does not exist or does not decode (logged); storage failures are thrown as reads' are.
 */
export async function readImageVariant(
  storage: Storage,
  key: string,
  log: FastifyBaseLogger
): ReturnType<Storage['read']> {
  const variant = parseVariantKey(key);
  if (!variant) return null;
  const stored = await storage.read(key);
  if (stored) return stored;

  let inProgress = making.get(storage);
  if (!inProgress) making.set(storage, (inProgress = new Map()));
  let made = inProgress.get(key);
  if (!made) {
    made = makeVariant(storage, key, variant, log).finally(() => inProgress.delete(key));
    inProgress.set(key, made);
  }
  const data = await made;
  return data && { stream: Readable.from([data]), size: data.length };
}

async function makeVariant(
  storage: Storage,
  key: string,
  { stem, width }: { stem: string; width: number },
  log: FastifyBaseLogger
): Promise<Buffer | null> {
  const original = (await storage.read(`${stem}.jpg`)) ?? (await storage.read(`${stem}.png`));
  if (!original) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of original.stream) chunks.push(chunk as Buffer);
  const sharp = await loadSharp();
  // Originals were decoded, checked and re-encoded at upload; the pixel limit still guards files
  // that came another way (a restored backup, a legacy import). A picture narrower than the
  // width keeps its own size: enlarging adds bytes, not detail.
  let data: Buffer;
  try {
    data = await sharp(Buffer.concat(chunks), { limitInputPixels: MAX_IMAGE_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch (error) {
    // An original that does not decode (copied in by a legacy import, say): the page keeps its
    // full-size picture in `src`, so this copy is simply missing.
    log.warn({ err: error, key }, 'could not make a smaller copy of a picture');
    return null;
  }
  await storage.write(key, data);
  return data;
}
