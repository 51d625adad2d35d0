import { sql, type Kysely } from 'kysely';

/**
 * Circulation (issue 17): the club's lending rules, waitlists (holds), renewals, the reminders
 * sent, members' reminder choices, and the durable job queue that carries every mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row at most (id is always true); absent means the defaults of CirculationSettings.
  await sql`
    create table circulation_settings (
      id boolean primary key default true check (id),
      loan_days integer not null default 14 check (loan_days between 1 and 365),
      max_renewals integer not null default 2 check (max_renewals between 0 and 10),
      renewal_overdue_limit_days integer not null default 0
        check (renewal_overdue_limit_days between 0 and 365),
      hold_days integer not null default 2 check (hold_days between 1 and 30),
      reminder_days_before integer not null default 3 check (reminder_days_before between 1 and 30),
      overdue_reminder_days integer[] not null default '{1,7,14}',
      membership_expiry_reminder_days integer not null default 14
        check (membership_expiry_reminder_days between 1 and 90),
      updated_at timestamptz not null default now()
    )`.execute(db);

  // A member's place on a book's waitlist. 'waiting' in line (ordered by id), 'ready' when a
  // returned copy (serial_number) is kept for them until expires_at, then 'fulfilled' (lent),
  // 'cancelled' (they left) or 'expired' (the window passed; the copy went to the next).
  await sql`
    create table holds (
      id integer generated always as identity primary key,
      hold_id uuid not null unique default gen_random_uuid(),
      book_id integer not null references books (unique_id) on delete cascade,
      user_id integer not null references users (unique_id) on delete cascade,
      status text not null default 'waiting'
        check (status in ('waiting', 'ready', 'fulfilled', 'cancelled', 'expired')),
      serial_number text references book_copies (serial_number) on delete set null,
      created_at timestamptz not null default now(),
      ready_at timestamptz,
      expires_at timestamptz,
      closed_at timestamptz,
      check (status <> 'ready' or (serial_number is not null and expires_at is not null))
    )`.execute(db);
  // One open hold per member and book; one copy kept for at most one member.
  await sql`
    create unique index holds_open on holds (user_id, book_id)
      where status in ('waiting', 'ready')`.execute(db);
  await sql`
    create unique index holds_ready_copy on holds (serial_number) where status = 'ready'`.execute(
    db
  );
  await sql`create index holds_book_open on holds (book_id, id) where status in ('waiting', 'ready')`.execute(
    db
  );
  await sql`create index holds_ready_expiry on holds (expires_at) where status = 'ready'`.execute(
    db
  );

  // Renewals of a loan (self-renewal counts against circulation_settings.max_renewals).
  await sql`alter table rent_records add column renewals integer not null default 0`.execute(db);
  await sql`create index rent_records_open_due on rent_records (return_day) where status = 'Received'`.execute(
    db
  );

  // What a member wants to be reminded of, and in which language (absent: everything, Bangla).
  await sql`
    create table reminder_preferences (
      user_id integer primary key references users (unique_id) on delete cascade,
      language text not null default 'bn' check (language in ('bn', 'en')),
      due_soon boolean not null default true,
      due_today boolean not null default true,
      overdue boolean not null default true,
      holds boolean not null default true,
      membership boolean not null default true,
      updated_at timestamptz not null default now()
    )`.execute(db);

  // Every reminder sent, once: the unique key names the reminder and what it is about (e.g.
  // "due_soon:<rentId>:<due date>"), so a second run, or a second API process, sends nothing.
  await sql`
    create table reminders_sent (
      id integer generated always as identity primary key,
      reminder_key text not null unique,
      kind text not null check (kind in ('due_soon', 'due_today', 'overdue', 'hold_ready',
        'hold_passed', 'membership_expiry')),
      user_id integer references users (unique_id) on delete set null,
      email text not null,
      channel text not null,
      subject text not null,
      sent_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index reminders_sent_at on reminders_sent (sent_at desc)`.execute(db);

  // The durable job queue: written in the transaction of the change that causes the job, taken
  // with FOR UPDATE SKIP LOCKED by one worker at a time, retried with backoff. A job whose
  // worker died (locked_until passed) is taken again; its handler must be idempotent (mail jobs
  // are marked done in the same transaction that takes them again, see the queue).
  await sql`
    create table jobs (
      id bigint generated always as identity primary key,
      kind text not null,
      payload jsonb not null default '{}',
      unique_key text unique,
      status text not null default 'pending' check (status in ('pending', 'done', 'failed')),
      run_at timestamptz not null default now(),
      attempts integer not null default 0,
      max_attempts integer not null default 8,
      locked_by text,
      locked_until timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      done_at timestamptz
    )`.execute(db);
  await sql`create index jobs_due on jobs (run_at, id) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists jobs`.execute(db);
  await sql`drop table if exists reminders_sent`.execute(db);
  await sql`drop table if exists reminder_preferences`.execute(db);
  await sql`alter table rent_records drop column if exists renewals`.execute(db);
  await sql`drop table if exists holds`.execute(db);
  await sql`drop table if exists circulation_settings`.execute(db);
}
