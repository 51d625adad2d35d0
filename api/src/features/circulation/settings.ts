import type { Kysely, Transaction } from 'kysely';
import type { CirculationSettings } from '@pathagar/sdk/schema';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The rules in force before an admin saves any (the defaults). */
export const DEFAULT_CIRCULATION_SETTINGS: CirculationSettings = {
  loanDays: 14,
  maxRenewals: 2,
  renewalOverdueLimitDays: 0,
  holdDays: 2,
  reminderDaysBefore: 3,
  overdueReminderDays: [1, 7, 14],
  membershipExpiryReminderDays: 14,
};

/** The club's lending rules: the saved row, or the defaults. Other features read them here. */
export async function readCirculationSettings(db: Db): Promise<CirculationSettings> {
  const row = await db.selectFrom('circulation_settings').selectAll().executeTakeFirst();
  if (!row) return { ...DEFAULT_CIRCULATION_SETTINGS, overdueReminderDays: [1, 7, 14] };
  return {
    loanDays: row.loan_days,
    maxRenewals: row.max_renewals,
    renewalOverdueLimitDays: row.renewal_overdue_limit_days,
    holdDays: row.hold_days,
    reminderDaysBefore: row.reminder_days_before,
    overdueReminderDays: [...row.overdue_reminder_days].sort((a, b) => a - b),
    membershipExpiryReminderDays: row.membership_expiry_reminder_days,
  };
}

export async function saveCirculationSettings(
  db: Db,
  settings: CirculationSettings,
  now: Date
): Promise<CirculationSettings> {
  const values = {
    loan_days: settings.loanDays,
    max_renewals: settings.maxRenewals,
    renewal_overdue_limit_days: settings.renewalOverdueLimitDays,
    hold_days: settings.holdDays,
    reminder_days_before: settings.reminderDaysBefore,
    overdue_reminder_days: [...settings.overdueReminderDays].sort((a, b) => a - b),
    membership_expiry_reminder_days: settings.membershipExpiryReminderDays,
    updated_at: now,
  };
  await db
    .insertInto('circulation_settings')
    .values({ id: true, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return readCirculationSettings(db);
}
