import { sql, type Kysely } from 'kysely';

/**
 * The audit log (issue 19 point 4). An admin write opens one `audit_event` row in its request's
 * transaction and names it in the transaction-local setting `pathagar.audit_event`; a row
 * trigger on every audited table then writes each row's values before and after into
 * `audit_change`. Triggers see every write, whichever handler or helper made it, and they commit
 * or roll back with the change itself. Outside an admin write the setting is empty and the
 * triggers do nothing.
 *
 * The log has no foreign key to the admins: an admin deleted later keeps their entries, by id
 * and e-mail. Data resets never touch these two tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_event (
      id bigint generated always as identity primary key,
      at timestamptz not null,
      admin_id integer not null,
      admin_email text not null,
      operation text not null,
      kind text not null,
      method text not null,
      path text not null,
      params jsonb not null default '{}'::jsonb
    )`.execute(db);
  await sql`create index audit_event_at on audit_event (at desc, id desc)`.execute(db);
  await sql`create index audit_event_admin on audit_event (admin_id, at desc)`.execute(db);
  await sql`create index audit_event_kind on audit_event (kind, at desc)`.execute(db);
  await sql`
    create table audit_change (
      id bigint generated always as identity primary key,
      event_id bigint not null references audit_event (id) on delete cascade,
      table_name text not null,
      row_key jsonb,
      op text not null check (op in ('insert', 'update', 'delete', 'truncate')),
      before jsonb,
      after jsonb
    )`.execute(db);
  await sql`create index audit_change_event on audit_change (event_id, id)`.execute(db);

  // Secrets never reach the log: password hashes, TOTP secrets, hashed codes and tokens.
  await sql`
    create function audit_redact(r jsonb) returns jsonb language sql immutable strict as $$
      select coalesce(jsonb_object_agg(key, case
        when key ~ '(password|secret|_hash$)' then to_jsonb('[redacted]'::text) else value end), '{}'::jsonb)
      from jsonb_each(r)
    $$`.execute(db);
  // The trigger's arguments are the table's primary key columns, which identify the row.
  await sql`
    create function audit_row() returns trigger language plpgsql as $$
    declare
      event bigint := nullif(current_setting('pathagar.audit_event', true), '')::bigint;
      before jsonb;
      after jsonb;
      row_key jsonb := '{}'::jsonb;
      k text;
    begin
      if event is null then return null; end if;
      if tg_op = 'TRUNCATE' then
        insert into audit_change (event_id, table_name, op) values (event, tg_table_name, 'truncate');
        return null;
      end if;
      if tg_op = 'UPDATE' and to_jsonb(old) = to_jsonb(new) then return null; end if;
      if tg_op <> 'INSERT' then before := to_jsonb(old); end if;
      if tg_op <> 'DELETE' then after := to_jsonb(new); end if;
      for i in 0 .. tg_nargs - 1 loop
        k := tg_argv[i];
        row_key := row_key || jsonb_build_object(k, coalesce(after, before) -> k);
      end loop;
      insert into audit_change (event_id, table_name, row_key, op, before, after)
        values (event, tg_table_name, row_key, lower(tg_op), audit_redact(before), audit_redact(after));
      return null;
    end $$`.execute(db);
  // Attaches the triggers to every table not yet audited, except the log itself and
  // bookkeeping no admin decides (the job queue, rate limits, login throttles, derived search
  // words, migrations). A later migration that adds a table calls it again.
  await sql`
    create function audit_attach_all() returns void language plpgsql as $$
    declare
      t record;
      keys text;
    begin
      for t in
        select c.oid, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind = 'r'
          and c.relname not in ('audit_event', 'audit_change', 'jobs', 'rate_limit_hits',
            'login_throttles', 'search_words', 'catalogue_version', 'kysely_migration',
            'kysely_migration_lock')
          and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'audit_row')
      loop
        select string_agg(quote_literal(a.attname), ', ' order by a.attnum) into keys
          from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
          where i.indrelid = t.oid and i.indisprimary;
        execute format('create trigger audit_row after insert or update or delete on %I '
          || 'for each row execute function audit_row(%s)', t.relname, coalesce(keys, ''));
        execute format('create trigger audit_truncate after truncate on %I '
          || 'for each statement execute function audit_row()', t.relname);
      end loop;
    end $$`.execute(db);
  await sql`select audit_attach_all()`.execute(db);
}
