import type { Kysely, Transaction } from 'kysely';
import type { CirculationSettings, RenewalOption } from '@pathagar/sdk/schema';
import type { Services } from '../../contract/types';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { lockBook } from '../lending/repository';
import { readCirculationSettings } from './settings';

type Db = Kysely<DB> | Transaction<DB>;
const DAY_MS = 86_400_000;

export const RENEW_MSG = {
  someoneWaiting: 'Another member is waiting for this book, so the loan cannot be renewed.',
  renewalLimit: 'This loan was renewed as often as the club allows.',
  renewalOverdue: 'This loan is overdue by more days than the club allows for a renewal.',
  notWithMember: 'Only a loan that is with you (received) can be renewed.',
  loanNotFound: 'Loan not found.',
} as const;

type Reason = 'renewal_limit' | 'someone_waiting' | 'renewal_overdue';

interface LoanFacts {
  return_day: Date | null;
  renewals: number;
  waiting: number;
}

/** The one rule of self-renewal; the profile and renewLoan both ask it. */
export function renewalVerdict(
  loan: LoanFacts,
  settings: CirculationSettings,
  now: Date
): { ok: true; newDue: Date } | { ok: false; reason: Reason } {
  const due = loan.return_day ?? now;
  if (loan.waiting > 0) return { ok: false, reason: 'someone_waiting' };
  if (loan.renewals >= settings.maxRenewals) return { ok: false, reason: 'renewal_limit' };
  const overdueMs = now.getTime() - due.getTime();
  if (overdueMs > settings.renewalOverdueLimitDays * DAY_MS) {
    return { ok: false, reason: 'renewal_overdue' };
  }
  return { ok: true, newDue: new Date(due.getTime() + settings.loanDays * DAY_MS) };
}

function loansOf(db: Db, userId: number) {
  return db
    .selectFrom('rent_records as r')
    .select((eb) => [
      'r.id',
      'r.rent_id',
      'r.book_id',
      'r.bookname',
      'r.status',
      'r.return_day',
      'r.renewals',
      eb
        .selectFrom('holds as h')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('h.book_id', '=', 'r.book_id')
        .where('h.status', '=', 'waiting')
        .as('waiting'),
    ])
    .where('r.user_id', '=', userId);
}

export async function listRenewalOptions(
  services: Services,
  userId: number
): Promise<RenewalOption[]> {
  const now = services.clock.now();
  const settings = await readCirculationSettings(services.db);
  const rows = await loansOf(services.db, userId)
    .where('r.status', '=', 'Received')
    .orderBy('r.return_day')
    .execute();
  return rows.map((r) => {
    const verdict = renewalVerdict({ ...r, waiting: Number(r.waiting) }, settings, now);
    return {
      rentId: r.rent_id,
      bookId: r.book_id,
      bookname: r.bookname,
      returnDay: (r.return_day ?? now).toISOString(),
      renewals: r.renewals,
      canRenew: verdict.ok,
      newReturnDay: verdict.ok ? verdict.newDue.toISOString() : null,
      reason: verdict.ok ? null : verdict.reason,
    };
  });
}

const MESSAGES: Record<Reason, string> = {
  someone_waiting: RENEW_MSG.someoneWaiting,
  renewal_limit: RENEW_MSG.renewalLimit,
  renewal_overdue: RENEW_MSG.renewalOverdue,
};

export async function renewLoan(services: Services, userId: number, rentId: string) {
  const now = services.clock.now();
  return services.db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('rent_records')
      .select(['book_id'])
      .where('rent_id', '=', rentId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!found) throw notFound(RENEW_MSG.loanNotFound);
    // Holds on the book lock the same row, so a hold placed now is seen or comes after.
    if (found.book_id !== null) await lockBook(trx, found.book_id, 'update');
    const loan = await loansOf(trx, userId)
      .where('r.rent_id', '=', rentId)
      .executeTakeFirstOrThrow();
    if (loan.status !== 'Received') throw conflict('invalid_transition', RENEW_MSG.notWithMember);
    const settings = await readCirculationSettings(trx);
    const verdict = renewalVerdict({ ...loan, waiting: Number(loan.waiting) }, settings, now);
    if (!verdict.ok) throw conflict(verdict.reason, MESSAGES[verdict.reason]);
    await trx
      .updateTable('rent_records')
      .set({ return_day: verdict.newDue, renewals: loan.renewals + 1 })
      .where('id', '=', loan.id)
      .execute();
    return {
      rentId,
      returnDay: verdict.newDue.toISOString(),
      renewals: loan.renewals + 1,
      renewalsLeft: Math.max(0, settings.maxRenewals - loan.renewals - 1),
    };
  });
}
