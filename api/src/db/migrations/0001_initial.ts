import { sql, type Kysely } from 'kysely';

/**
 * The whole schema of the club. Rules that must hold whatever the code does are constraints
 * here: unique e-mails (case-insensitive), public ids in their legacy ranges, one open loan per
 * serial number, one open request per member and book, loans only of copies the book owns.
 * SQL is kept to what PostgreSQL 15 (the Debian server) and PGlite (PostgreSQL 18) both run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await sql`
    create table admins (
      id integer generated always as identity primary key,
      email text not null,
      password_hash text not null,
      token_version integer not null default 0,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index admins_email_key on admins (lower(email))`.execute(db);

  await sql`
    create table users (
      unique_id integer primary key check (unique_id between 10000 and 99999),
      name text not null,
      email text not null,
      mobile text not null,
      permanent_address text not null,
      current_address text not null,
      image_key text,
      password_hash text not null,
      email_verified boolean not null default false,
      token_version integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);

  // One row per address that asked for a sign-up code; only the code's hash is kept.
  await sql`
    create table email_verifications (
      email text primary key check (email = lower(email)),
      code_hash text,
      code_expires_at timestamptz,
      attempts integer not null default 0,
      window_started_at timestamptz not null default now(),
      sends_in_window integer not null default 0,
      last_sent_at timestamptz,
      verified_at timestamptz
    )`.execute(db);

  await sql`
    create table password_resets (
      token_hash text primary key,
      user_id integer not null references users (unique_id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index password_resets_user on password_resets (user_id)`.execute(db);

  // ---------------------------------------------------------------- catalogue
  await sql`
    create table books (
      unique_id integer primary key check (unique_id between 100000 and 999999),
      bookname text not null,
      bookname_en text not null,
      authorname text not null,
      authorname_en text not null,
      aboutbook text not null,
      aboutbook_en text not null,
      booktype text not null,
      image_key text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // Trigram indexes serve case-insensitive partial matches (ILIKE '%q%') in Bangla and English.
  for (const column of ['bookname', 'bookname_en', 'authorname', 'authorname_en']) {
    await sql`create index ${sql.id(`books_${column}_trgm`)} on books using gin (${sql.id(column)} gin_trgm_ops)`.execute(
      db
    );
  }
  await sql`create index books_booktype on books (booktype)`.execute(db);
  await sql`create index books_created_at on books (created_at desc, unique_id desc)`.execute(db);

  // One row per physical copy; a serial number names one copy of one book, club-wide.
  await sql`
    create table book_copies (
      serial_number text primary key,
      book_id integer not null references books (unique_id) on delete cascade,
      position integer not null,
      unique (book_id, serial_number)
    )`.execute(db);

  // ---------------------------------------------------------------- lending
  await sql`
    create table rent_records (
      id integer generated always as identity primary key,
      rent_id uuid not null unique default gen_random_uuid(),
      -- Finished loans outlive the book or the account they were about (read counts and the
      -- club's history stay right); the names are kept in bookname and username.
      book_id integer references books (unique_id) on delete set null,
      user_id integer references users (unique_id) on delete set null,
      bookname text not null,
      username text not null,
      status text not null
        check (status in ('pending', 'approved', 'rejected', 'Received', 'Returned', 'readed')),
      serial_number text,
      return_day timestamptz,
      return_day_number integer check (return_day_number between 1 and 365),
      requested_at timestamptz not null default now(),
      decided_at timestamptz,
      approved_at timestamptz,
      received_at timestamptz,
      returned_at timestamptz,
      confirmed_at timestamptz,
      -- a copy can only be lent if the book owns it; removing a copy that is out fails
      foreign key (book_id, serial_number) references book_copies (book_id, serial_number),
      -- only a finished loan may lose its book or its member
      check ((book_id is not null and user_id is not null) or status in ('readed', 'rejected')),
      -- an open loan always names its copy and its due date
      check (status not in ('approved', 'Received', 'Returned')
             or (serial_number is not null and return_day is not null))
    )`.execute(db);
  // The two rules that make lending race-free: a copy is on at most one open loan, and a member
  // has at most one open request or loan per book.
  await sql`
    create unique index rent_records_serial_open on rent_records (serial_number)
      where status in ('approved', 'Received', 'Returned')`.execute(db);
  await sql`
    create unique index rent_records_open_request on rent_records (user_id, book_id)
      where status in ('pending', 'approved', 'Received', 'Returned')`.execute(db);
  await sql`create index rent_records_status on rent_records (status, requested_at)`.execute(db);
  await sql`create index rent_records_user on rent_records (user_id, status)`.execute(db);
  await sql`create index rent_records_book on rent_records (book_id, status)`.execute(db);

  // ---------------------------------------------------------------- membership and money
  await sql`
    create table membership_applications (
      id integer generated always as identity primary key,
      user_id integer not null unique references users (unique_id) on delete cascade,
      name text not null,
      email text not null,
      phone_number text not null,
      payment_method text not null check (payment_method in ('mobileBank', 'bankTransfer')),
      mobile_bank_method text check (mobile_bank_method in ('bkash', 'nogod', 'rocket')),
      mobile_bank_number text,
      bank_account_number text,
      transaction_id text not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table memberships (
      id integer generated always as identity primary key,
      user_id integer not null unique references users (unique_id) on delete cascade,
      started_at timestamptz not null default now(),
      expires_at timestamptz not null,
      check (expires_at > started_at)
    )`.execute(db);

  await sql`
    create table accepted_payments (
      id integer generated always as identity primary key,
      -- a financial record: kept, without its member, when the account is deleted
      user_id integer references users (unique_id) on delete set null,
      plan_name text not null,
      mobile_number text not null,
      banking_service text not null,
      transaction_id text not null,
      amount numeric(12, 2) check (amount > 0),
      approved_at timestamptz not null default now(),
      exp_date timestamptz not null
    )`.execute(db);

  await sql`
    create table donation_requests (
      donation_id integer primary key check (donation_id between 10000 and 99999),
      name text not null,
      email text not null,
      donation_amount numeric(12, 2) not null check (donation_amount > 0),
      payment_method text not null check (payment_method in ('mobileBank', 'bankTransfer')),
      mobile_bank_method text check (mobile_bank_method in ('bkash', 'nogod', 'rocket')),
      mobile_bank_number text,
      bank_account_number text,
      transaction_id text not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table donations (
      id integer generated always as identity primary key,
      donation_id integer not null unique,
      amount numeric(12, 2) not null check (amount > 0),
      name text,
      email text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index donations_created_at on donations (created_at)`.execute(db);

  await sql`
    create table rank_settings (
      id boolean primary key default true check (id),
      hide_rank_list boolean not null default false,
      filter_value integer not null default 0 check (filter_value between 0 and 1000),
      filter_unit text not null default 'months'
        check (filter_unit in ('days', 'weeks', 'months', 'years')),
      updated_at timestamptz not null default now()
    )`.execute(db);

  // ---------------------------------------------------------------- content
  await sql`
    create table notices (
      unique_id integer primary key check (unique_id between 100000 and 999999),
      notice_title text not null,
      notice_title_en text not null,
      description text not null,
      description_en text not null,
      category text not null check (category in
        ('general', 'education', 'announcement', 'event', 'recruitment', 'other')),
      image_key text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table events (
      unique_id integer primary key check (unique_id between 100000 and 999999),
      eventname text not null,
      eventname_en text not null,
      organizer text not null,
      organizer_en text not null,
      description text not null,
      description_en text not null,
      event_date date not null,
      event_time text not null check (event_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      image_key text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table blogs (
      unique_id integer primary key check (unique_id between 100000 and 999999),
      blog_title text not null,
      blog_title_en text not null,
      author_name text not null,
      author_name_en text not null,
      content text not null,
      content_en text not null,
      image_key text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table gallery_items (
      unique_id integer primary key check (unique_id between 100000 and 999999),
      title text not null,
      title_en text not null,
      description text not null,
      description_en text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // Position 0 is the main image; at most 5 images per item.
  await sql`
    create table gallery_images (
      item_id integer not null references gallery_items (unique_id) on delete cascade,
      position integer not null check (position between 0 and 4),
      image_key text not null,
      primary key (item_id, position)
    )`.execute(db);

  await sql`
    create table team_members (
      id integer generated always as identity primary key,
      name text not null,
      role text not null
        check (role in ('Advisors', 'Directors', 'Campus Ambassadors', 'Volunteers')),
      serial integer not null check (serial >= 1),
      image_key text,
      campus text,
      email text,
      phone text,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table faqs (
      id integer generated always as identity primary key,
      question text not null,
      question_bn text,
      answer text not null,
      answer_bn text,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table mission (
      id boolean primary key default true check (id),
      mission text not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('The initial migration is not reversible; drop the database instead.');
}
