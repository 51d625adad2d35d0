import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './schema';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database's instance (backups dump it); null on PostgreSQL. */
  pglite: PGlite | null;
  close(): Promise<void>;
}

// Both drivers read back the same JS types: counts (int8) and money (numeric) as numbers, and a
// calendar `date` as its 'YYYY-MM-DD' text (a Date would shift it by the server's time zone).
const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;
const toNumber = (value: string) => Number(value);
const asText = (value: string) => value;

export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<PGlite> {
  const parsers = {
    [pgliteTypes.INT8]: toNumber,
    [pgliteTypes.NUMERIC]: toNumber,
    [pgliteTypes.DATE]: asText,
  };
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create({
    dataDir: dataDir ?? undefined,
    extensions: { pg_trgm },
    parsers,
    loadDataDir,
    startParams: [...PGlite.defaultStartParams, ...pgliteSettings()],
  });
}

/**
 * PostgreSQL's defaults are for a server of its own; PGlite lives inside the API process (issue 20
 * point 5). shared_buffers 128 MB → 32 MB by default: about 90 MB less resident memory, and still
 * the whole catalogue's pages at 10,000 books. A far larger catalogue searches faster with more
 * (at 100,000 books the `q` search's p95 is 10 ms with 128 MB and 15 ms with 32 MB), so
 * PGLITE_SHARED_BUFFERS sets it. The WAL recycles at most 64 MB between checkpoints instead of
 * keeping up to 1 GB of segments; the server also checkpoints itself (checkpointPglite).
 */
function pgliteSettings(): string[] {
  const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS || '32MB';
  if (!/^\d+(kB|MB|GB)$/.test(sharedBuffers)) {
    throw new Error(`PGLITE_SHARED_BUFFERS must look like 32MB or 1GB, not "${sharedBuffers}".`);
  }
  return [
    '-c',
    `shared_buffers=${sharedBuffers}`,
    '-c',
    'max_wal_size=64MB',
    '-c',
    'min_wal_size=32MB',
  ];
}

/**
 * Writes the changed pages to the data files and lets the WAL segments go. PGlite runs as a
 * single backend without a checkpointer, so without this the WAL of bulk work stays on disk.
 */
export async function checkpointPglite(pglite: PGlite): Promise<void> {
  await pglite.query('checkpoint');
}

/** WAL written since the last checkpoint past which the server checkpoints: max_wal_size. */
export const CHECKPOINT_WAL_BYTES = 64 * 2 ** 20;

/**
 * Checkpoints once `bytes` of WAL were written since the last checkpoint, and says whether it
 * did. A backend with a checkpointer does this by itself at max_wal_size; PGlite's does not, so
 * the WAL of bulk work (an import, every book's catalogue text written after an upgrade) grew
 * on disk until the next checkpoint: 2.4 GB while loading 100,000 books.
 */
export async function checkpointPgliteIfWalGrew(
  pglite: PGlite,
  bytes = CHECKPOINT_WAL_BYTES
): Promise<boolean> {
  const { rows } = await pglite.query<{ written: string | number }>(
    'select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn) as written from pg_control_checkpoint()'
  );
  if (Number(rows[0]?.written ?? 0) < bytes) return false;
  await checkpointPglite(pglite);
  return true;
}

/**
 * PGlite runs one session, so the dialect hands its single connection to one caller at a time: a
 * transaction's statements stay together, as on a pool with one connection.
 */
export function kyselyOverPglite(pglite: PGlite): Database {
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  pglites.set(db, pglite);
  return db;
}

// The embedded instance behind a Kysely instance (its notifications feed the read cache).
const pglites = new WeakMap<Database, PGlite>();

/** The PGlite instance a Kysely instance runs on; null on PostgreSQL. */
export function pgliteOf(db: Database): PGlite | null {
  return pglites.get(db) ?? null;
}

// The pool behind each PostgreSQL Kysely instance, for the metrics' connection gauges.
const pools = new WeakMap<Database, pg.Pool>();

/** The node-postgres pool a Kysely instance runs on; null for the embedded database. */
export function poolOf(db: Database): pg.Pool | null {
  return pools.get(db) ?? null;
}

export function kyselyOverPostgres(connectionString: string, max = 10): Database {
  const typeParsers: Record<number, (value: string) => unknown> = {
    [OID.INT8]: toNumber,
    [OID.NUMERIC]: toNumber,
    [OID.DATE]: asText,
  };
  const pool = new pg.Pool({
    connectionString,
    max,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** Opens the configured database: a PostgreSQL server when a URL is given, else PGlite on disk. */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const db = kyselyOverPostgres(options.databaseUrl);
    return { db, kind: 'postgres', pglite: null, close: () => db.destroy() };
  }
  const pglite = await openPglite(path.join(options.dataDir, 'db'));
  const db = kyselyOverPglite(pglite);
  return { db, kind: 'pglite', pglite, close: () => db.destroy() };
}

/** True when the error is PostgreSQL's unique violation, optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code !== '23505') return false;
  if (!constraint) return true;
  // node-postgres sets `constraint`; PGlite only puts the name in the message.
  return e.constraint === constraint || Boolean(e.message?.includes(`"${constraint}"`));
}

export function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23503';
}
