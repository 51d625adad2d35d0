import { sql } from 'kysely';
import { clubDate, CLUB_TIME_ZONE } from '../../club-time';
import type { Services } from '../../contract/types';
import { notifyMembers, type MemberNotice } from './notices';
import { readCirculationSettings } from './settings';

const DAY_MS = 86_400_000;
const BATCH = 500;

/**
 * One reminder run: every loan with the member that is due within the club's "days before",
 * due today, or overdue by one of the club's overdue days, and every membership ending within
 * its reminder days. Each reminder has a key naming what it is about (the loan and its due date,
 * so a renewal starts afresh), so running again, or in two processes at once, sends nothing twice.
 * A run that was missed catches up: an overdue loan gets the latest overdue reminder it passed.
 */
export async function runReminders(
  services: Services
): Promise<{ recorded: number; considered: number }> {
  const { db, clock } = services;
  const now = clock.now();
  const settings = await readCirculationSettings(db);
  const overdueDays = [...settings.overdueReminderDays].sort((a, b) => a - b);
  const maxOverdue = overdueDays.at(-1) ?? 0;
  const today = clubDate(now);

  const loans = await db
    .selectFrom('rent_records')
    .select([
      'rent_id',
      'user_id',
      'bookname',
      'return_day',
      sql<number>`((return_day at time zone ${CLUB_TIME_ZONE})::date - ${today}::date)`.as(
        'days_left'
      ),
    ])
    .where('status', '=', 'Received')
    .where('user_id', 'is not', null)
    .where('return_day', '<=', new Date(now.getTime() + (settings.reminderDaysBefore + 1) * DAY_MS))
    .where('return_day', '>=', new Date(now.getTime() - (maxOverdue + 2) * DAY_MS))
    .execute();

  const notices: MemberNotice[] = [];
  for (const loan of loans) {
    const due = loan.return_day!;
    const left = Number(loan.days_left);
    const about = `${loan.rent_id}:${clubDate(due)}`;
    const facts = { bookname: loan.bookname, until: due };
    if (left > 0 && left <= settings.reminderDaysBefore) {
      notices.push({ kind: 'due_soon', key: `due_soon:${about}`, userId: loan.user_id!, facts });
    } else if (left === 0) {
      notices.push({ kind: 'due_today', key: `due_today:${about}`, userId: loan.user_id!, facts });
    } else if (left < 0) {
      const passed = overdueDays.filter((d) => d <= -left).at(-1);
      if (passed !== undefined) {
        notices.push({
          kind: 'overdue',
          key: `overdue:${passed}:${about}`,
          userId: loan.user_id!,
          facts: { ...facts, days: -left },
        });
      }
    }
  }

  const memberships = await db
    .selectFrom('memberships')
    .select(['user_id', 'expires_at'])
    .where('expires_at', '>', now)
    .where(
      'expires_at',
      '<=',
      new Date(now.getTime() + settings.membershipExpiryReminderDays * DAY_MS)
    )
    .execute();
  for (const m of memberships) {
    notices.push({
      kind: 'membership_expiry',
      key: `membership_expiry:${m.user_id}:${clubDate(m.expires_at)}`,
      userId: m.user_id,
      facts: { until: m.expires_at },
    });
  }

  let recorded = 0;
  for (let i = 0; i < notices.length; i += BATCH) {
    const batch = notices.slice(i, i + BATCH);
    recorded += await db.transaction().execute((trx) => notifyMembers(trx, services, batch));
  }
  return { recorded, considered: notices.length };
}

/** The key of the reminder run of the current hour: one run per hour across all processes. */
export function reminderRunKey(now: Date): string {
  return `reminder_sweep:${now.toISOString().slice(0, 13)}`;
}
