import type { ReminderSent } from '@pathagar/sdk/schema';
import type { Database } from '../../db/index';

/** The reminders recorded, newest first (the console's "reminders sent"). */
export async function listRemindersSent(db: Database, page: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('reminders_sent')
      .select(['kind', 'user_id', 'email', 'channel', 'subject', 'sent_at'])
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('reminders_sent')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const reminders: ReminderSent[] = rows.map((r) => ({
    kind: r.kind,
    userId: r.user_id,
    email: r.email,
    channel: r.channel,
    subject: r.subject,
    sentAt: r.sent_at.toISOString(),
  }));
  return { reminders, total: Number(total.n) };
}
