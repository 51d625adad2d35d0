import { randomUUID } from 'node:crypto';
import { Readable, PassThrough } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { sql } from 'kysely';
import type { Services } from '../../contract/types';
import type { Database } from '../../db/index';
import {
  ENTRY_BATCH,
  ENTRY_PAGE,
  FIRST_ENTRY_PAGE,
  entriesFormat,
  hasStaleEntries,
  readEntryPage,
  refreshEntries,
  type BookWriter,
  type EntryPlace,
} from './catalogue-entries';

/*
 * GET /Singup/Allbooks answers the whole catalogue in its legacy shape (issue 20 point 4). Each
 * book's text is kept in the database (catalogue-entries.ts, migration 0016) and written again
 * only when the book, its copies or its loans change; a build reads those texts page by page and
 * compresses them on zlib's thread pool, brotli and gzip from one read, and both bodies are kept
 * per catalogue version (migration 0013): a repeat call is a 304 or a kept buffer after a one-row
 * read, never megabytes built again. Once a client has asked for it, the build starts as soon as
 * a change is heard of (catalogueWarmer), one per version, so the first caller after a change
 * usually finds it done or under way. An uncompressed call is streamed afresh every time. Built
 * bodies are also stored in the database (migration 0015), so a process that has just started
 * reads them instead of building them again.
 */

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number] | 'identity';

// The levels are the fastest that keep 10,000 books well under 2 MB on the wire (brotli 4: 1,645
// KiB, gzip 5: 1,651 KiB) while compressing faster than PGlite reads the pages, so a caller waits
// for the reading and not for a compressor's tail: brotli 5 (1,477 KiB) ended ~110 ms after the
// last page and made the first call after a start 419 ms against 309 (medians of 5); gzip 6 346
// against 270. A 256 KiB window (not 4 MiB) lets a stream emit as it goes instead of holding most
// of the text back to the end; what the books repeat is near at hand.
const compressorOptions = {
  br: {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
    },
  },
  gzip: { level: 5 },
} as const;
/**
 * A stream hands zlib's thread pool one output chunk's worth at a time and needs the event loop
 * for the next. With the default 16 KiB a page of books took several round trips, each waiting
 * behind PGlite's next read on that same loop, and a build's compressor ended 200–300 ms after its
 * last page (with this and the smaller window: 50–160 ms).
 */
const STREAM_CHUNK = 512 * 1024;
const compressors: Record<Exclude<Encoding, 'identity'>, () => zlib.BrotliCompress | zlib.Gzip> = {
  br: () => zlib.createBrotliCompress({ ...compressorOptions.br, chunkSize: STREAM_CHUNK }),
  gzip: () => zlib.createGzip({ ...compressorOptions.gzip, chunkSize: STREAM_CHUNK }),
};

interface CachedBodies {
  version: string;
  bodies: Map<Encoding, Buffer>;
}

// One entry per database (tests run several apps in one process), holding only the newest version.
const caches = new WeakMap<Database, CachedBodies>();

type Compressed = Exclude<Encoding, 'identity'>;

interface Build {
  version: string;
  /** Each body as soon as it is compressed; null if a write landed meanwhile or it failed. */
  bodies: Record<Compressed, Promise<Buffer | null>>;
  /** Settles once both are kept (or not); rejects with what went wrong. */
  done: Promise<void>;
}

// What a database's warmer does once a build is kept: store it, a little later.
const builtHooks = new WeakMap<Database, () => void>();
// The build the warmer has under way, per database: a caller of the same version waits for it.
const builds = new WeakMap<Database, Build>();
// One serializer per response schema: the route's own, so the bytes are the contract's writer's.
const writers = new WeakMap<object, BookWriter>();

/** The committed catalogue version; null if its row is missing (then nothing is cached). */
export async function catalogueVersion(db: Database): Promise<string | null> {
  const row = await sql<{
    version: string | number;
  }>`select version from catalogue_version`.execute(db);
  const version = row.rows[0]?.version;
  return version === undefined ? null : String(version);
}

/**
 * Bytes of a stored body per statement, read or written (migration 0017): a part takes PGlite
 * 3–10 ms; a whole body of 1.6 MB took 50–220 ms to write and 180–330 ms to read, and every other
 * call waited behind it.
 */
const STORED_PART = 128 * 1024;

// Reads of stored bodies under way, per database and `version:encoding`: a caller who finds one
// (the warmer reading them at start, another caller) waits for it instead of reading it again.
const storedReads = new WeakMap<Database, Map<string, Promise<Buffer | null>>>();

/*
 * Parts go to and from the database as base64 text, not bytea: PGlite turns bytea into hex text
 * and back one byte at a time in JavaScript (~400 ms per 1.6 MB written, 16 ms per 128 KiB read,
 * all on the event loop); Buffer does base64 natively.
 */

/**
 * The stored body of `version` in `encoding`, or null: what a process that has just started
 * answers with instead of building it again. Read a part at a time; a body stored meanwhile for
 * a newer version ends the read (null): its parts are deleted, and a missing part is a null.
 */
function storedBody(db: Database, version: string, encoding: Compressed): Promise<Buffer | null> {
  let reads = storedReads.get(db);
  if (!reads) storedReads.set(db, (reads = new Map()));
  const key = `${version}:${encoding}`;
  const under = reads.get(key);
  if (under) return under;
  const read = (async () => {
    const { rows } = await sql<{ body: string; parts: number }>`
      select body, parts from catalogue_bodies
      where version = ${version} and encoding = ${encoding}`.execute(db);
    if (!rows[0]) return null;
    const { body } = rows[0];
    const parts: Buffer[] = [];
    for (let part = 0; part < rows[0].parts; part++) {
      const row = await sql<{ bytes: string }>`
        select encode(bytes, 'base64') as bytes from catalogue_body_parts
        where body = ${body} and part = ${part}`.execute(db);
      const bytes = row.rows[0]?.bytes;
      if (bytes === undefined) return null;
      parts.push(Buffer.from(bytes, 'base64'));
      // PGlite answers within the same turn of the event loop: let other requests in between.
      await setImmediate();
    }
    return Buffer.concat(parts);
  })().finally(() => reads.delete(key));
  reads.set(key, read);
  return read;
}

/**
 * Stores the kept bodies if they are still those of the committed version, a part per statement,
 * then names them in catalogue_bodies and deletes the parts it does not name, but those of a newer
 * version another process may be writing. A process storing an older version than the one stored
 * (several API processes on one PostgreSQL) changes nothing.
 */
async function storeBodies(db: Database): Promise<void> {
  const kept = caches.get(db);
  if (!kept || !ENCODINGS.every((e) => kept.bodies.has(e))) return;
  if ((await catalogueVersion(db)) !== kept.version) return;
  const { version } = kept;
  for (const encoding of ENCODINGS) {
    const { rows } = await sql<{ newer: boolean }>`
      select exists (select 1 from catalogue_bodies
        where encoding = ${encoding} and version >= ${version}) as newer`.execute(db);
    if (rows[0]?.newer) continue;
    const whole = kept.bodies.get(encoding)!;
    const body = randomUUID();
    let parts = 0;
    for (let offset = 0; offset < whole.length; offset += STORED_PART) {
      const bytes = whole.subarray(offset, offset + STORED_PART).toString('base64');
      await sql`
        insert into catalogue_body_parts (body, part, encoding, version, bytes)
        values (${body}, ${parts++}, ${encoding}, ${version}, decode(${bytes}, 'base64'))`.execute(
        db
      );
      await setImmediate();
    }
    await sql`
      insert into catalogue_bodies (encoding, version, body, parts)
      values (${encoding}, ${version}, ${body}, ${parts})
      on conflict (encoding) do update
        set version = excluded.version, body = excluded.body, parts = excluded.parts
      where catalogue_bodies.version < excluded.version`.execute(db);
    await sql`
      delete from catalogue_body_parts p using catalogue_bodies b
      where p.encoding = ${encoding} and b.encoding = p.encoding
        and p.body <> b.body and p.version <= b.version`.execute(db);
  }
  // PGlite runs no autovacuum, and a server's may come late: without this every stored version
  // would stay on disk as dead rows of a megabyte or two.
  await sql`vacuum catalogue_body_parts`.execute(db);
}

/** Whether bodies were ever stored: a legacy client has asked for the catalogue before. */
async function hasStoredBodies(db: Database): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select exists (select 1 from catalogue_bodies) as found`.execute(db);
  return rows[0]?.found === true;
}

/** Forgets the bodies kept in memory, as a restarted process starts (tests). */
export function forgetKeptCatalogue(db: Database): void {
  caches.delete(db);
}

/** The route's schema of a book in the list: the contract's, so the bytes are its writer's. */
function itemSchemaOf(request: FastifyRequest): object {
  return (request.routeOptions.schema?.response as Record<string, { items: object }>)['200']!.items;
}

function writerOf(schema: object): BookWriter {
  let write = writers.get(schema);
  if (!write) {
    write = fastJson(schema as AnySchema, { ajv: { strict: false } }) as BookWriter;
    writers.set(schema, write);
  }
  return write;
}

/** Writes the text of every book marked stale, in the format of `schema`. */
function refresh(services: Services, schema: object): Promise<number> {
  return refreshEntries(
    services.db,
    services.storage,
    writerOf(schema),
    entriesFormat(schema, services.storage)
  );
}

/**
 * Writes every stale text before a build reads them. False if some stayed marked: another
 * refresh (this process's warmer, another process) holds them until its batch commits, hence the
 * waits, doubling from 10 ms to 640 ms (1.3 s in all); or a write under way holds them, whose
 * commit will move the version. A body read while a committed change is not written yet is served
 * to its caller but never kept.
 */
async function refreshedForBuild(services: Services, schema: object): Promise<boolean> {
  for (let wait = 10; ; wait *= 2) {
    await refresh(services, schema);
    if (!(await hasStaleEntries(services.db))) return true;
    if (wait > 640) return false;
    await sleep(wait);
  }
}

/** Whether what a build read may be kept as the body of its version. */
interface Reading {
  complete: boolean;
}

/**
 * The array's text in pieces: `[`, then a page of books at a time, then `]`. The stale books are
 * written first, so the pages hold every change committed before the build. One written later is
 * read as it was, or, if it is a book added meanwhile, not at all: its write moved the version,
 * so such a body is never kept (a caller's ETag is the version it started from).
 */
async function* catalogueText(services: Services, schema: object, reading: Reading) {
  const { db } = services;
  reading.complete = await refreshedForBuild(services, schema);
  yield '[';
  let after: EntryPlace | null = null;
  let first = true;
  for (;;) {
    const limit = after ? ENTRY_PAGE : FIRST_ENTRY_PAGE;
    const { text, count, place } = await readEntryPage(db, after, limit);
    if (text) {
      yield first ? text : `,${text}`;
      first = false;
    }
    if (count < limit || !place) break;
    after = place;
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
  request.server.catalogueWarmer?.asked();
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
  if (encoding !== 'identity' && version !== null) {
    // Stored by a process before this one (a restart); else one build per version: usually
    // started by the change itself (catalogueWarmer), so the caller waits only for the rest of
    // it; else started here, and later callers wait for this one.
    const stored = await storedBody(db, version, encoding);
    if (stored) {
      keep(db, version, new Map([[encoding, stored]]));
      return stored;
    }
    const build = buildOf(services, itemSchemaOf(request), version, encoding);
    const built = await build.bodies[encoding];
    if (built) return built;
  }

  const reading: Reading = { complete: false };
  const text = Readable.from(catalogueText(services, itemSchemaOf(request), reading));
  if (encoding === 'identity') return text;

  // The compressed chunks go to the client as they come and are kept for the next caller.
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  const compress = compressors[encoding]();
  compress.on('data', (chunk: Buffer) => chunks.push(chunk));
  pipeline(text, compress, out)
    .then(async () => {
      // Kept only if no write landed meanwhile: the pages were read in separate statements.
      if (!reading.complete || version === null || (await catalogueVersion(db)) !== version) {
        return;
      }
      keep(db, version, new Map([[encoding, Buffer.concat(chunks)]]));
    })
    .catch((error: unknown) => {
      // The client went away, or a read failed after the headers left: the body stays cut short.
      if (!out.destroyed) out.destroy(error as Error);
    });
  return out;
}

/** Keeps bodies of `version` in memory beside those of the same version kept already. */
function keep(db: Database, version: string, bodies: Map<Encoding, Buffer>): void {
  const current = caches.get(db);
  const entry = current?.version === version ? current : { version, bodies: new Map() };
  for (const [encoding, body] of bodies) entry.bodies.set(encoding, body);
  caches.set(db, entry);
}

/**
 * Both compressed bodies of `version` from one pass over the catalogue, kept once both are done.
 * The encoding a caller waits for (`first`) is compressed as the pages are read; the other from
 * the same text once that one is done. Compressing both meanwhile puts three busy threads on a
 * small server's two cores, and the reading, on the event loop, is what the caller waits for.
 */
function startBuild(services: Services, schema: object, version: string, first: Compressed): Build {
  const { db } = services;
  const second: Compressed = first === 'br' ? 'gzip' : 'br';
  const streaming = compressors[first]();
  const chunks: Buffer[] = [];
  streaming.on('data', (chunk: Buffer) => chunks.push(chunk));
  const parts: Buffer[] = [];
  const reading: Reading = { complete: false };
  // Whether the pages read are all of `version`: they were read in separate statements.
  const fresh = (async () => {
    try {
      for await (const text of catalogueText(services, schema, reading)) {
        const part = Buffer.from(text);
        parts.push(part);
        streaming.write(part);
      }
    } catch (error) {
      streaming.destroy();
      throw error;
    }
    streaming.end();
    return reading.complete && (await catalogueVersion(db)) === version;
  })();
  const firstBody = finished(streaming).then(() => Buffer.concat(chunks));
  const secondBody = firstBody.then(() => compressWhole(second, Buffer.concat(parts)));
  const compressed = { [first]: firstBody, [second]: secondBody } as Record<
    Compressed,
    Promise<Buffer>
  >;
  const body = (encoding: Compressed) =>
    Promise.all([fresh, compressed[encoding]])
      .then(([ok, built]) => (ok ? built : null))
      .catch(() => null);
  return {
    version,
    bodies: { br: body('br'), gzip: body('gzip') },
    done: Promise.all([fresh, compressed.br, compressed.gzip]).then(([ok, br, gzip]) => {
      if (!ok) return;
      caches.set(db, {
        version,
        bodies: new Map([
          ['br', br],
          ['gzip', gzip],
        ]),
      });
      builtHooks.get(db)?.();
    }),
  };
}

/** A whole text compressed in one call on zlib's thread pool: one callback, not one per chunk. */
function compressWhole(encoding: Compressed, text: Buffer): Promise<Buffer> {
  return encoding === 'br'
    ? promisify(zlib.brotliCompress)(text, compressorOptions.br)
    : promisify(zlib.gzip)(text, compressorOptions.gzip);
}

/** Builds and keeps the compressed bodies of the committed version unless they are kept already. */
async function warm(services: Services, schema: object): Promise<void> {
  const { db } = services;
  const version = await catalogueVersion(db);
  if (version === null) return;
  const kept = (e: Compressed) => {
    const cache = caches.get(db);
    return cache?.version === version && cache.bodies.has(e);
  };
  // Stored ones first (a restart), one after the other, so the first is ready as soon as it can be.
  for (const encoding of ENCODINGS) {
    if (kept(encoding)) continue;
    const stored = await storedBody(db, version, encoding);
    if (!stored) break;
    keep(db, version, new Map([[encoding, stored]]));
  }
  if (!ENCODINGS.every(kept)) await buildOf(services, schema, version).done;
}

/** The build of `version` under way, or a new one whose `first` encoding is compressed first. */
function buildOf(
  services: Services,
  schema: object,
  version: string,
  first: Compressed = 'br'
): Build {
  const { db } = services;
  const current = builds.get(db);
  if (current?.version === version) return current;
  const build = startBuild(services, schema, version, first);
  builds.set(db, build);
  // Whoever waits on `done` hears of a failure; this only forgets the build.
  build.done
    .catch(() => undefined)
    .finally(() => {
      if (builds.get(db) === build) builds.delete(db);
    });
  return build;
}

/** How long the warmer waits after a change, so that the statements of one import build once. */
const WARM_DELAY_MS = 20;
/**
 * How long a built catalogue must stay the newest before it is stored: a desk lending books moves
 * the version every few seconds, and each store writes a megabyte or two.
 */
const STORE_DELAY_MS = 10_000;

export interface CatalogueWarmer {
  /**
   * A write may have changed the catalogue: write the texts of the books it touched, and build
   * the bodies again if a client wants them, in the background.
   */
  schedule(): void;
  /** A client asked for the whole catalogue: from now on it is built ahead of the next one. */
  asked(): void;
  /**
   * At start: writes the texts of books changed while no process was running (or of every book
   * after an upgrade, or a new address for uploads). If bodies were stored, a legacy client has
   * asked for the catalogue before, so the bodies are read (or built, after a change) ahead of
   * its next call.
   */
  resume(): Promise<void>;
  /** Resolves once nothing is scheduled or under way (tests). */
  idle(): Promise<void>;
  /** Stores the kept bodies now rather than after STORE_DELAY_MS (tests). */
  store(): Promise<void>;
  /**
   * Drops a store still waiting for its delay and waits for what is under way (tests, before
   * they empty every table: a store or a build then would deadlock with the TRUNCATE).
   */
  quiet(): Promise<void>;
  close(): Promise<void>;
}

/** Resolves once the build under way for `db`, if any, is kept or dropped (tests). */
export async function buildSettled(db: Database): Promise<void> {
  await builds.get(db)?.done.catch(() => undefined);
}

/** The version whose bodies are kept for `db`, and their encodings (tests). */
export function keptCatalogue(db: Database): { version: string; encodings: string[] } | null {
  const cache = caches.get(db);
  return cache ? { version: cache.version, encodings: [...cache.bodies.keys()].sort() } : null;
}

/**
 * Builds the compressed whole catalogue again right after each change (issue 20 point 4): its
 * next caller finds it ready, or waits only for the rest of the build already under way, instead
 * of a build of half a second to a second of its own. The body is never stale: a caller whose
 * version is newer than any build streams its own, as before. Only one build runs at a time;
 * changes meanwhile make one more after it.
 *
 * Only once a client has asked for the whole catalogue since start, or before it (bodies were
 * stored): none of our screens does, only legacy clients, and a build reads every book's text,
 * which leaves a process 35–60 MiB larger for good at 10,000 books (the kept bodies, its heap and,
 * on PGlite, its buffers; bench:http), against the 350 and 150 MiB budgets of issue 20 point 5. A
 * build that stays the newest for STORE_DELAY_MS is stored in the database for the next process.
 */
export function catalogueWarmer(
  services: Services,
  itemSchema: object,
  onError: (error: unknown) => void
): CatalogueWarmer {
  const { db } = services;
  let storeTimer: NodeJS.Timeout | null = null;
  let storing: Promise<void> | null = null;
  const store = () => {
    if (storeTimer) clearTimeout(storeTimer);
    storeTimer = null;
    const stored = storeBodies(db)
      .catch((error: unknown) => {
        if (!closed) onError(error);
      })
      .finally(() => {
        if (storing === stored) storing = null;
      });
    storing = stored;
    return stored;
  };
  builtHooks.set(db, () => {
    if (closed) return;
    if (storeTimer) clearTimeout(storeTimer);
    storeTimer = setTimeout(() => void store(), STORE_DELAY_MS);
    storeTimer.unref();
  });
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let wanted = false;
  const run = () => {
    timer = null;
    const began = performance.now();
    running = refresh(services, itemSchema)
      .then((written) => {
        // After an upgrade, an import, or a new address for uploads: worth a line in the log.
        if (written >= ENTRY_BATCH) {
          services.log.info(
            { books: written, ms: Math.round(performance.now() - began) },
            'catalogue texts written'
          );
        }
        return wanted ? warm(services, itemSchema) : undefined;
      })
      .catch((error: unknown) => {
        if (!closed) onError(error);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          schedule();
        }
      });
  };
  const schedule = () => {
    if (closed) return;
    if (running) again = true;
    else if (!timer) {
      timer = setTimeout(run, WARM_DELAY_MS);
      timer.unref();
    }
  };
  const idle = async () => {
    while (timer || running) {
      await (running ?? new Promise((done) => setTimeout(done, WARM_DELAY_MS)));
    }
  };
  return {
    schedule,
    asked() {
      wanted = true;
    },
    async resume() {
      if (await hasStoredBodies(db)) wanted = true;
      schedule();
    },
    store,
    idle,
    async quiet() {
      if (storeTimer) clearTimeout(storeTimer);
      storeTimer = null;
      await idle();
      await storing;
    },
    async close() {
      // A build under way is not waited for: its database may never answer (a dead server), and
      // whatever it still reads or fails at afterwards is dropped.
      closed = true;
      if (timer) clearTimeout(timer);
      if (storeTimer) clearTimeout(storeTimer);
    },
  };
}
