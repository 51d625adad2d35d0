import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import type { Services } from '../../contract/types';
import type { Database } from '../../db/index';
import { clubDate } from '../../club-time';
import { demoData } from './data';
import { storeDemoPictures } from './pictures';
import { writeDemo, type SeedCounts } from './write';

/** Taken for the transaction, so two servers starting on one empty database seed it once. */
const SEED_LOCK_ID = 7_470_001;

/** The tables that make a database "not empty" for the seed, with what one row is called. */
const CONTENT_TABLES = {
  users: 'user',
  books: 'book',
  rent_records: 'loan record',
  membership_applications: 'membership application',
  donation_requests: 'donation request',
  donations: 'donation',
  notices: 'notice',
  events: 'event',
  blogs: 'blog',
  gallery_items: 'gallery item',
  team_members: 'team member',
  faqs: 'FAQ',
  mission: 'mission text',
} as const;

/**
 * What the database already holds besides admins (the first admin is made before the seed
 * runs), e.g. ["2 users", "60 books"]; empty when demo data may go in.
 */
export async function existingData(db: Database): Promise<string[]> {
  const tables = Object.keys(CONTENT_TABLES) as (keyof typeof CONTENT_TABLES)[];
  const counts = sql.join(
    tables.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`)
  );
  const { rows } = await sql<Record<string, number>>`select ${counts}`.execute(db);
  const row = rows[0] ?? {};
  return tables
    .map((table) => [Number(row[table] ?? 0), CONTENT_TABLES[table]] as const)
    .filter(([count]) => count > 0)
    .map(([count, name]) => `${count} ${name}${count === 1 ? '' : 's'}`);
}

function refusal(existing: string[]): string {
  return `skipped: the database already holds ${existing.join(', ')}, and demo data only goes into an empty one`;
}

function summarize(counts: SeedCounts, adminEmail: string, seconds: number): string {
  return [
    `${counts.books} books (${counts.copies} copies in ${counts.categories} categories)`,
    `${counts.members} members`,
    `${counts.loans} loans`,
    `${counts.notices} notices`,
    `${counts.events} events`,
    `${counts.blogs} blogs`,
    `${counts.gallery} gallery items`,
    `${counts.team} team members`,
    `${counts.faqs} FAQs`,
    'the mission',
    counts.demoAdmin ? `demo admin ${adminEmail}` : 'no demo admin',
  ]
    .join(', ')
    .concat(` in ${seconds.toFixed(1)} s`);
}

/**
 * Fills an empty database with the bilingual demo library of api/seed/ (data.ts reads and checks
 * it): the catalogue with its covers, members with memberships, payments and lending history,
 * donations, and every public page's content. Rows go in through one transaction; pictures are
 * stored first and deleted again if the transaction fails. On a database that already holds data it writes nothing, logs a
 * warning and says so in the returned summary, rather than throwing: it runs during start-up,
 * where an exception would stop the server.
 */
export async function seedDemo(
  services: Services,
  options: { withDemoAdmin: boolean }
): Promise<string> {
  const { db, storage, clock, log, config } = services;
  const started = performance.now();
  const existing = await existingData(db);
  if (existing.length > 0) {
    const message = refusal(existing);
    log.warn(`Demo data ${message}.`);
    return message;
  }

  const data = demoData();
  const { accounts } = data.people;
  const now = clock.now();
  const eventDates = data.content.events.map((event) => clubDate(now, event.inDays));
  // The demo passwords are published, so one hash per password (not per account) loses nothing
  // and saves seconds of argon2 on a small machine.
  const [memberPasswordHash, adminPasswordHash] = await Promise.all([
    hashPassword(accounts.memberPassword),
    options.withDemoAdmin ? hashPassword(accounts.admin.password) : Promise.resolve(null),
  ]);

  const stored: string[] = [];
  let counts: SeedCounts | null;
  try {
    const pictures = await storeDemoPictures(storage, data, stored);
    counts = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
      // Checked again under the lock: another server may have seeded while we stored pictures.
      if ((await existingData(trx)).length > 0) return null;
      return writeDemo({
        trx,
        now,
        data,
        pictures,
        eventDates,
        membershipDays: config.membershipDays,
        membershipFee: config.membershipFeeTaka,
        memberPasswordHash,
        adminPasswordHash,
      });
    });
  } catch (error) {
    await Promise.all(stored.map((key) => storage.delete(key)));
    throw error;
  }
  if (!counts) {
    await Promise.all(stored.map((key) => storage.delete(key)));
    const message = refusal(await existingData(db));
    log.warn(`Demo data ${message}.`);
    return message;
  }
  return summarize(counts, accounts.admin.email, (performance.now() - started) / 1000);
}
