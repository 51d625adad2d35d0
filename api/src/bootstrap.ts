import { sql } from 'kysely';
import { hashPassword } from './auth/passwords';
import type { Services } from './contract/types';
import type { Database } from './db/index';
import { seedDemo } from './features/seed/demo';

/** True when nobody and nothing is in the database yet (a fresh install). */
export async function isEmpty(db: Database): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    select (select count(*) from admins) + (select count(*) from users) + (select count(*) from books) as n`.execute(
    db
  );
  return Number(rows[0]?.n ?? 0) === 0;
}

/**
 * The first admin comes from ADMIN_EMAIL/ADMIN_PASSWORD, and only while no admin exists: there
 * is no open admin sign-up, and changing the variables later does not create or change admins.
 */
export async function ensureFirstAdmin(
  db: Database,
  admin: { email: string; password: string } | null
): Promise<'created' | 'exists' | 'none'> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from admins`.execute(db);
  if (Number(rows[0]?.n ?? 0) > 0) return 'exists';
  if (!admin) return 'none';
  await db
    .insertInto('admins')
    .values({ email: admin.email.toLowerCase(), password_hash: await hashPassword(admin.password) })
    .execute();
  return 'created';
}

/** Runs at start: first admin, then demo data on an empty database unless SEED=none. */
export async function bootstrap(services: Services): Promise<void> {
  const { db, config, log } = services;
  const empty = await isEmpty(db);
  const firstAdmin = await ensureFirstAdmin(db, config.firstAdmin);
  if (firstAdmin === 'created') log.info(`created the first admin ${config.firstAdmin!.email}`);
  if (empty && config.seed === 'demo') {
    const summary = await seedDemo(services, { withDemoAdmin: firstAdmin !== 'created' });
    log.info(`seeded demo data: ${summary}`);
  } else if (firstAdmin === 'none') {
    log.warn(
      'No admin exists. Set ADMIN_EMAIL and ADMIN_PASSWORD and restart to create the first one.'
    );
  }
}
