import { sql, type Kysely, type QueryCreator, type Transaction } from 'kysely';
import type { RankSettings } from '@pathagar/sdk/schema';
import type { DB } from '../../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** What GET /SingUpAdmin/rank-settings answers before any settings were saved. */
export const DEFAULT_RANK_SETTINGS: RankSettings = {
  hideRankList: false,
  filterValue: 0,
  filterUnit: 'months',
};

export async function readRankSettings(db: Db): Promise<RankSettings> {
  const row = await db
    .selectFrom('rank_settings')
    .select(['hide_rank_list', 'filter_value', 'filter_unit'])
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_RANK_SETTINGS };
  return {
    hideRankList: row.hide_rank_list,
    filterValue: row.filter_value,
    filterUnit: row.filter_unit,
  };
}

export async function saveRankSettings(db: Db, settings: RankSettings, now: Date): Promise<void> {
  const values = {
    hide_rank_list: settings.hideRankList,
    filter_value: settings.filterValue,
    filter_unit: settings.filterUnit,
    updated_at: now,
  };
  await db
    .insertInto('rank_settings')
    .values({ id: true, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

export interface RankedRow {
  position: number;
  unique_id: number;
  name: string;
  email: string;
  mobile: string;
  current_address: string;
  image_key: string | null;
  reads: number;
}

/**
 * Confirmed reads per member since `since` (all time when null). A read is dated by the admin's
 * confirmation; imported legacy records have none and are dated by their request.
 */
function readCounts(db: QueryCreator<DB>, since: Date | null) {
  return db
    .selectFrom('rent_records')
    .select((eb) => ['user_id', eb.fn.countAll<number>().as('reads')])
    .where('status', '=', 'readed')
    .$if(since !== null, (qb) =>
      qb.where(sql<Date>`coalesce(confirmed_at, requested_at)`, '>=', since!)
    )
    .groupBy('user_id');
}

/** How many members the ranking lists (members whose account is gone are not ranked). */
export async function countRankedReaders(db: Db, since: Date | null): Promise<number> {
  const row = await db
    .with('counts', (qb) => readCounts(qb, since))
    .selectFrom('counts')
    .innerJoin('users', 'users.unique_id', 'counts.user_id')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * The ranking, or one page of it: by reads descending, then by name (case-insensitively, in code
 * point order so that both database engines agree), then by id. `position` is the standard
 * competition rank over the whole ranking, so ties share it and the next one skips (1, 2, 2, 4).
 */
export async function rankedReaders(
  db: Db,
  since: Date | null,
  page?: { limit: number; offset: number }
): Promise<RankedRow[]> {
  const rows = await db
    .with('counts', (qb) => readCounts(qb, since))
    .selectFrom('counts')
    .innerJoin('users', 'users.unique_id', 'counts.user_id')
    .select([
      'users.unique_id',
      'users.name',
      'users.email',
      'users.mobile',
      'users.current_address',
      'users.image_key',
      'counts.reads',
      sql<number>`rank() over (order by counts.reads desc)`.as('position'),
    ])
    .orderBy('counts.reads', 'desc')
    .orderBy(sql`lower(users.name) collate "C"`)
    .orderBy(sql`users.name collate "C"`)
    .orderBy('users.unique_id')
    .$if(page !== undefined, (qb) => qb.limit(page!.limit).offset(page!.offset))
    .execute();
  return rows.map((r) => ({ ...r, reads: Number(r.reads), position: Number(r.position) }));
}
