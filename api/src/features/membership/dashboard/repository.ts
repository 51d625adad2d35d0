import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

export interface DashboardPeriods {
  now: Date;
  monthStart: Date;
  nextMonthStart: Date;
  yearStart: Date;
  nextYearStart: Date;
}

export interface DashboardFigures {
  members: number;
  activeMembers: number;
  books: number;
  copies: number;
  openLoans: number;
  borrowedThisMonth: number;
  borrowedThisYear: number;
  borrowedTotal: number;
  donationsTotal: number;
  donationsThisMonth: number;
  pendingRequests: number;
  pendingReturns: number;
  pendingMemberships: number;
  pendingDonations: number;
}

/**
 * Every dashboard figure in one statement, so that they all describe the same moment (one
 * snapshot) and cost one round trip.
 */
export async function dashboardFigures(
  db: Kysely<DB>,
  p: DashboardPeriods
): Promise<DashboardFigures> {
  const result = await sql<Record<keyof DashboardFigures, number | string>>`
    select
      (select count(*) from users) as "members",
      (select count(*) from memberships where expires_at > ${p.now}) as "activeMembers",
      (select count(*) from books) as "books",
      (select count(*) from book_copies) as "copies",
      (select count(*) from rent_records
        where status in ('approved', 'Received', 'Returned')) as "openLoans",
      (select count(*) from rent_records
        where approved_at >= ${p.monthStart} and approved_at < ${p.nextMonthStart})
        as "borrowedThisMonth",
      (select count(*) from rent_records
        where approved_at >= ${p.yearStart} and approved_at < ${p.nextYearStart})
        as "borrowedThisYear",
      (select count(*) from rent_records where approved_at is not null) as "borrowedTotal",
      (select coalesce(sum(amount), 0) from donations) as "donationsTotal",
      (select coalesce(sum(amount), 0) from donations
        where created_at >= ${p.monthStart} and created_at < ${p.nextMonthStart})
        as "donationsThisMonth",
      (select count(*) from rent_records where status = 'pending') as "pendingRequests",
      (select count(*) from rent_records where status = 'Returned') as "pendingReturns",
      (select count(*) from membership_applications) as "pendingMemberships",
      (select count(*) from donation_requests) as "pendingDonations"
  `.execute(db);
  const row = result.rows[0]!;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, Number(value)])
  ) as unknown as DashboardFigures;
}

export async function siteCounters(
  db: Kysely<DB>
): Promise<{ users: number; books: number; events: number }> {
  const result = await sql<{ users: number; books: number; events: number }>`
    select
      (select count(*) from users) as "users",
      (select count(*) from books) as "books",
      (select count(*) from events) as "events"
  `.execute(db);
  const row = result.rows[0]!;
  return { users: Number(row.users), books: Number(row.books), events: Number(row.events) };
}
