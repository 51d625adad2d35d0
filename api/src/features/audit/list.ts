import { sql } from 'kysely';
import type { Database } from '../../db/index';
import type { AuditKind } from './kinds';

export interface AuditFilter {
  admin?: string;
  kind?: AuditKind;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/** One page of the log, newest first, each entry with the rows it changed in write order. */
export async function listAuditEvents(db: Database, filter: AuditFilter) {
  let query = db.selectFrom('audit_event');
  if (filter.admin) {
    const escaped = filter.admin.replace(/[\\%_]/g, (c) => `\\${c}`);
    query = query.where('admin_email', 'ilike', `%${escaped}%`);
  }
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.from) query = query.where('at', '>=', new Date(filter.from));
  if (filter.to) query = query.where('at', '<', new Date(filter.to));

  const [rows, counted] = await Promise.all([
    query
      .selectAll()
      .select((eb) =>
        eb
          .selectFrom('audit_change as c')
          .whereRef('c.event_id', '=', 'audit_event.id')
          .select(
            sql<
              unknown[]
            >`coalesce(jsonb_agg(jsonb_build_object('table', c.table_name, 'key', c.row_key,
              'op', c.op, 'before', c.before, 'after', c.after) order by c.id), '[]'::jsonb)`.as(
              'changes'
            )
          )
          .as('changes')
      )
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(counted.n),
    events: rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      adminId: row.admin_id,
      adminEmail: row.admin_email,
      operation: row.operation,
      kind: row.kind as AuditKind,
      method: row.method,
      path: row.path,
      params: row.params as Record<string, unknown>,
      changes: (row.changes ?? []) as never[],
    })),
  };
}
