import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Services } from '../../contract/types';
import type { Database } from '../../db/index';
import type { DB } from '../../db/schema';
import { auditKindOf } from './kinds';

export interface AuditEntry {
  adminId: number;
  adminEmail: string;
  operationId: string;
  method: string;
  /** The contract's path template (`/SingUpAdmin/deleteFaq/{id}`). */
  path: string;
  /** Path and query parameters: what the call acted on. Bodies stay out (they carry passwords). */
  params: Record<string, unknown>;
}

/**
 * Runs one admin write in a transaction of its own that also holds its audit event: the event
 * row, the rows the triggers write for each change, and the change itself commit or roll back
 * together, so a failed call leaves nothing and a committed one is always logged.
 *
 * The handler gets services whose `db` is pinned to that transaction's connection (on a pool,
 * every statement must run where the transaction and its setting live). A handler's own
 * `db.transaction()` becomes a savepoint, so it still rolls back alone. `jobs.runNow` is held
 * until after the commit: before it, the job's row is not visible to anyone, and on PGlite the
 * only connection is ours.
 */
export async function runAudited<T>(
  services: Services,
  entry: AuditEntry,
  run: (services: Services) => Promise<T>
): Promise<T> {
  const ready: (number | null)[] = [];
  const result = await services.db.connection().execute(async (connection) => {
    await sql`begin`.execute(connection);
    try {
      // One round trip: the event row, and its id in the transaction-local setting the triggers
      // read (it ends with the commit or rollback, so a pooled connection keeps none).
      await sql`
        with event as (
          insert into audit_event (at, admin_id, admin_email, operation, kind, method, path, params)
          values (${services.clock.now()}, ${entry.adminId}, ${entry.adminEmail},
            ${entry.operationId}, ${auditKindOf(entry.operationId)}, ${entry.method}, ${entry.path},
            ${JSON.stringify(entry.params)}::jsonb)
          returning id)
        select set_config('pathagar.audit_event', id::text, true) from event`.execute(connection);
      const pinned: Services = {
        ...services,
        db: pinnedDatabase(connection),
        jobs: { ...services.jobs, runNow: async (id) => void ready.push(id) },
      };
      const value = await run(pinned);
      await sql`commit`.execute(connection);
      return value;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
  for (const id of ready) await services.jobs.runNow(id);
  return result;
}

/** A Kysely instance over one connection that is already inside a transaction. */
function pinnedDatabase(connection: Kysely<DB>): Database {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new PinnedDriver(connection),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

const SAVEPOINT = 'handler_transaction';

/**
 * Hands the one connection to one user at a time, as a pool of one would: a handler's
 * transaction (a savepoint here) keeps its statements together even if the handler runs other
 * queries in parallel.
 */
class PinnedDriver implements Driver {
  #queue: Promise<void> = Promise.resolve();

  constructor(private readonly connection: Kysely<DB>) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise((resolve) => (release = resolve));
    await previous;
    const { connection } = this;
    return {
      release,
      executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> =>
        connection.executeQuery<R>(query),
      async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
        yield await connection.executeQuery<R>(query);
      },
    } as DatabaseConnection & { release: () => void };
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${SAVEPOINT}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${SAVEPOINT}`));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${SAVEPOINT}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as DatabaseConnection & { release: () => void }).release();
  }

  async destroy(): Promise<void> {}
}
