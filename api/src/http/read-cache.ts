import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { OperationId } from '../contract/types';

/*
 * Public reads answered from memory (issue 20 point 5). A database round trip per request, even a
 * one-row version read, caps a cached read far below the machine, so an answer is kept, already
 * written and compressed, until a write drops it:
 *
 * - a write to a table an answer is read from notifies `pathagar_reads` in its own transaction
 *   (migration 0014), delivered on commit to every process listening, PGlite's own included;
 * - a write request answered by this process drops every answer before its reply leaves, so its
 *   client reads its own write on the next call even before the notification arrives;
 * - while the listening connection is down nothing is kept or answered from memory (a missed
 *   notification could not be told apart), and the TTL bounds whatever else could go wrong.
 *
 * An answer computed while a write it depends on landed is sent but not kept: it may hold the
 * rows from before the write. Only requests without a token are cached (a token may change the
 * answer or mark it personal); the cached operations answer the same to everyone.
 */

export const READ_CHANNEL = 'pathagar_reads';

/**
 * The public reads kept in memory, with the names whose notification drops them: a table (0014)
 * or `catalogue`, which moves with books, their copies and loans opening or closing (0013).
 * A handler reading anything more must list it here.
 */
export const CACHED_READS: Partial<Record<OperationId, readonly string[]>> = {
  getPublicBook: ['catalogue'],
  listBooksByIds: ['catalogue'],
  searchBooks: ['catalogue'],
  suggestBooks: ['catalogue'],
  getSiteStats: ['users', 'books', 'events'],
  countBookReads: ['rent_records'],
  listMostReadBooks: ['rent_records', 'books'],
  listNotices: ['notices'],
  getNotice: ['notices'],
  listEvents: ['events'],
  listBlogs: ['blogs'],
  getBlog: ['blogs'],
  listFaqs: ['faqs'],
  listGalleryItems: ['gallery_items', 'gallery_images'],
  getGalleryItem: ['gallery_items', 'gallery_images'],
  listTeamMembers: ['team_members'],
  getMission: ['mission'],
  getRankSettings: ['rank_settings'],
};

/** As @fastify/compress: smaller answers go as they are. */
const COMPRESS_FROM = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

// Compressed once per answer, so a better ratio than the per-response quality is affordable.
const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => zlib.gzipSync(body, { level: 6 }),
};

interface Entry {
  body: Buffer;
  etag: string;
  deps: readonly string[];
  encoded: Partial<Record<Encoding, Buffer>>;
}

export interface ReadCacheOptions {
  /** How long an answer may be kept at most, in ms; 0 turns the cache off. */
  ttlMs: number;
  log: FastifyBaseLogger;
  /** The embedded database (it notifies its own process), or … */
  pglite?: PGlite | null;
  /** … the PostgreSQL server, through a connection of its own that only listens. */
  postgres?: pg.PoolConfig | null;
  /** Answers kept at most, and their size in bytes at most. */
  maxEntries?: number;
  maxBytes?: number;
}

export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Moves at every invalidation; an answer remembers it from before its reads. */
  private tick = 0;
  private readonly changedAt = new Map<string, number>();
  private allChangedAt = 0;
  private listening = false;
  private closed = false;
  private client: pg.Client | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private retry: NodeJS.Timeout | null = null;
  private readonly watchers: ((name?: string) => void)[] = [];

  constructor(private readonly options: ReadCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 5000,
      maxSize: options.maxBytes ?? 32 * 2 ** 20,
      // The compressed forms come later and are smaller than the body together.
      sizeCalculation: (entry) => entry.body.length * 2 + 200,
      ttl: options.ttlMs,
      ttlAutopurge: false,
    });
  }

  /** Starts listening; until then (and whenever the listener is down) nothing is cached. */
  async start(): Promise<void> {
    if (this.options.ttlMs <= 0) return;
    if (this.options.pglite) {
      this.unlisten = await this.options.pglite.listen(READ_CHANNEL, (name) =>
        this.invalidate(name)
      );
      this.listening = true;
    } else if (this.options.postgres) {
      await this.connect();
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.options.postgres!);
    this.client = client;
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      this.listening = false;
      this.invalidate();
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.options.log.warn({ err: error }, 'read cache: listener lost; reads go to the database');
      this.retry = setTimeout(() => void this.connect().catch(() => undefined), 1000);
      this.retry.unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => this.invalidate(message.payload ?? undefined));
    try {
      await client.connect();
      await client.query(`listen ${READ_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      return;
    }
    // Anything kept before the listener was (re)connected may have missed a notification.
    this.invalidate();
    this.listening = true;
  }

  /**
   * Resolves once every notification committed before the call has been handled (PostgreSQL
   * sends them to a listener ahead of the answer to its next query). Tests call it before a
   * read, having written through another connection.
   */
  async sync(): Promise<void> {
    await this.client?.query('select 1');
  }

  /** Whether reads may be answered from and kept in memory right now. */
  get active(): boolean {
    return this.listening;
  }

  /** Calls `watcher` at every invalidation, with its name (undefined: anything may have changed). */
  watch(watcher: (name?: string) => void): void {
    this.watchers.push(watcher);
  }

  /** Drops the answers depending on `name`, or all of them. */
  invalidate(name?: string): void {
    this.tick++;
    for (const watcher of this.watchers) watcher(name);
    if (name === undefined) {
      this.allChangedAt = this.tick;
      this.entries.clear();
      return;
    }
    this.changedAt.set(name, this.tick);
    const stale: string[] = [];
    for (const [key, entry] of this.entries.entries()) {
      if (entry.deps.includes(name)) stale.push(key);
    }
    for (const key of stale) this.entries.delete(key);
  }

  /** To be taken before a cached read's queries: what `answer` compares with. */
  mark(): number {
    return this.tick;
  }

  /** Answers the request from memory when it can; else returns null. */
  reply(key: string, request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
    if (!this.listening) return null;
    const entry = this.entries.get(key);
    return entry ? send(entry, request, reply) : null;
  }

  /**
   * Writes the handler's result through the route's serializer, keeps it unless a write it
   * depends on landed since `mark`, and sends it.
   */
  answer(
    key: string,
    deps: readonly string[],
    mark: number,
    result: unknown,
    request: FastifyRequest,
    reply: FastifyReply
  ): FastifyReply {
    const body = Buffer.from(reply.serialize(result) as string);
    const entry: Entry = {
      body,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      deps,
      encoded: {},
    };
    const fresh =
      this.allChangedAt <= mark && deps.every((name) => (this.changedAt.get(name) ?? 0) <= mark);
    if (this.listening && fresh) this.entries.set(key, entry);
    return send(entry, request, reply);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    if (this.retry) clearTimeout(this.retry);
    this.entries.clear();
    await this.unlisten?.().catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag || ifNoneMatch === '*') return true;
  // A list, or the strong form of a weak tag (If-None-Match compares weakly).
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === etag || `W/${t}` === etag;
  });
}

function send(entry: Entry, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const vary = reply.getHeader('vary');
  reply
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('ETag', entry.etag)
    .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  const encoding =
    entry.body.length >= COMPRESS_FROM && typeof accepted === 'string'
      ? (negotiate(accepted, [...ENCODINGS]) as Encoding | null)
      : null;
  if (!encoding) return reply.send(entry.body);
  const encoded = (entry.encoded[encoding] ??= compressors[encoding](entry.body));
  return reply.header('Content-Encoding', encoding).send(encoded);
}
