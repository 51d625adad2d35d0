import { Readable, PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { sql } from 'kysely';
import type { Services } from '../../contract/types';
import type { Database } from '../../db/index';
import { toBook } from './mappers';
import { loadBooks } from './repository';

/*
 * GET /Singup/Allbooks answers the whole catalogue in its legacy shape (issue 20 point 4). It is
 * written batch by batch as the rows are read, compressed on zlib's thread pool, and the
 * compressed body is kept per catalogue version (migration 0013): a repeat call is a 304 or a
 * cached buffer after a one-row read, never megabytes built again.
 */

/**
 * Books per read: each batch is two short queries, so on PGlite, whose one connection and the
 * event loop are shared with every other call, no call waits behind the catalogue for long.
 */
export const CATALOGUE_BATCH = 100;

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number] | 'identity';

// Brotli at quality 5 keeps 10,000 books under 2 MB on the wire in about the time gzip takes.
const compressors: Record<Exclude<Encoding, 'identity'>, () => zlib.BrotliCompress | zlib.Gzip> = {
  br: () =>
    zlib.createBrotliCompress({
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: () => zlib.createGzip({ level: 6 }),
};

interface CachedBodies {
  version: string;
  bodies: Map<Encoding, Buffer>;
}

// One entry per database (tests run several apps in one process), holding only the newest version.
const caches = new WeakMap<Database, CachedBodies>();
// One serializer per response schema: the route's own, so the bytes are the contract's writer's.
const writers = new WeakMap<object, (book: unknown) => string>();

/** The committed catalogue version; null if its row is missing (then nothing is cached). */
export async function catalogueVersion(db: Database): Promise<string | null> {
  const row = await sql<{
    version: string | number;
  }>`select version from catalogue_version`.execute(db);
  const version = row.rows[0]?.version;
  return version === undefined ? null : String(version);
}

function bookWriter(request: FastifyRequest): (book: unknown) => string {
  const schema = (request.routeOptions.schema?.response as Record<string, { items: object }>)[
    '200'
  ]!.items;
  let write = writers.get(schema);
  if (!write) {
    write = fastJson(schema as AnySchema, { ajv: { strict: false } }) as (book: unknown) => string;
    writers.set(schema, write);
  }
  return write;
}

/** The array's text in pieces: `[`, then a batch of books at a time, then `]`. */
async function* catalogueText(services: Services, write: (book: unknown) => string) {
  const { db, storage } = services;
  yield '[';
  let after: { created_at: Date; unique_id: number } | null = null;
  let first = true;
  for (;;) {
    // Keyset pages over the index on (created_at desc, unique_id desc): each read is as cheap as
    // the first, and the copies and loans are counted for the page's books only.
    let page = db
      .selectFrom('books')
      .select(['created_at', 'unique_id'])
      .orderBy('created_at', 'desc')
      .orderBy('unique_id', 'desc')
      .limit(CATALOGUE_BATCH);
    if (after) {
      const { created_at, unique_id } = after;
      page = page.where(({ eb, refTuple, tuple }) =>
        eb(refTuple('created_at', 'unique_id'), '<', tuple(created_at, unique_id))
      );
    }
    const keys = await page.execute();
    if (keys.length === 0) break;
    const books = await loadBooks(
      db,
      keys.map((k) => k.unique_id)
    );
    let text = '';
    for (const book of books) {
      text += (first ? '' : ',') + write(toBook(book, storage));
      first = false;
    }
    yield text;
    if (keys.length < CATALOGUE_BATCH) break;
    after = keys[keys.length - 1]!;
    // PGlite answers within the same turn of the event loop and a fast socket never pushes back,
    // so without this the whole catalogue would be written before any other request is read.
    await setImmediate();
  }
  yield ']';
}

function encodingOf(request: FastifyRequest): Encoding {
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string') return 'identity';
  return (negotiate(accepted, [...ENCODINGS]) as Encoding | null) ?? 'identity';
}

/**
 * The handler of GET /Singup/Allbooks: a stream (or a cached buffer) for Fastify to send. The
 * ETag is the catalogue version, so @fastify/etag answers a matching If-None-Match with 304.
 */
export async function sendCatalogue(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply
): Promise<Readable | Buffer> {
  const { db } = services;
  const version = await catalogueVersion(db);
  const encoding = encodingOf(request);
  reply.header('Content-Type', 'application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  if (version !== null) {
    const etag = `W/"catalogue-${version}"`;
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return Readable.from([]);
  }

  const cache = caches.get(db);
  const cached = version !== null && cache?.version === version && cache.bodies.get(encoding);
  if (cached) return cached;

  const text = Readable.from(catalogueText(services, bookWriter(request)));
  if (encoding === 'identity') return text;

  // The compressed chunks go to the client as they come and are kept for the next caller.
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  const compress = compressors[encoding]();
  compress.on('data', (chunk: Buffer) => chunks.push(chunk));
  pipeline(text, compress, out)
    .then(async () => {
      // Kept only if no write landed meanwhile: the pages were read in separate statements.
      if (version === null || (await catalogueVersion(db)) !== version) return;
      const current = caches.get(db);
      const entry =
        current?.version === version ? current : { version, bodies: new Map<Encoding, Buffer>() };
      entry.bodies.set(encoding, Buffer.concat(chunks));
      caches.set(db, entry);
    })
    .catch((error: unknown) => {
      // The client went away, or a read failed after the headers left: the body stays cut short.
      if (!out.destroyed) out.destroy(error as Error);
    });
  return out;
}
