import type { Updateable } from 'kysely';
import type { Caller } from '../../auth/tokens';
import { defineHandlers, type HandlerContext, type Services } from '../../contract/types';
import type { Kysely, Transaction } from 'kysely';
import type { DB, RentRecordRow, RentRecordsTable, RentStatusValue } from '../../db/schema';
import { conflict, forbidden, MESSAGES, notFound } from '../../http/errors';
import { offerCopy } from '../circulation/holds';
import { DAY_MS } from '../../club-time';
import { notReceivedReminder, returnReminder, type ReminderFacts } from './mail';
import { toRentRecord, toRentRecords } from './mappers';
import { MSG } from './messages';
import {
  findMemberRecord,
  listRecords,
  lockBook,
  mailRecipient,
  OPEN_LOAN,
  transition,
  transitionByMemberAndBook,
  type RecordKey,
} from './repository';

/** The member's own id: these routes are member-only and x-owner has matched it to the body. */
function memberId(caller: Caller | null): number {
  if (caller?.role !== 'member') throw forbidden('not_owner', MESSAGES.notOwner);
  return caller.userId;
}

type MemberStepOperation = 'confirmPickup' | 'markBookReturned' | 'cancelBookReturn';

/**
 * One guarded transition of a record the caller owns, answered as the record after it. Another
 * member's rentId matches no row of this member, so it is the same 404 as an unknown one and
 * reveals nothing.
 */
async function memberStep(
  { body, caller, services }: HandlerContext<MemberStepOperation>,
  from: RentStatusValue[],
  set: (now: Date) => Updateable<RentRecordsTable>,
  notAllowed: string
) {
  const now = services.clock.now();
  const key: RecordKey = { rentId: body.rentId, userId: memberId(caller), bookId: body.bookId };
  const result = await transition(services.db, key, from, set(now));
  if (result.kind === 'missing') throw notFound(MSG.memberRecordNotFound);
  if (result.kind === 'wrong_status') throw conflict('invalid_transition', notAllowed);
  return toRentRecord(result.row, now);
}

async function reminderFacts(
  services: Services,
  row: RentRecordRow,
  db: Kysely<DB> | Transaction<DB> = services.db
): Promise<ReminderFacts | null> {
  if (row.user_id === null || row.book_id === null) return null;
  const recipient = await mailRecipient(db, row.user_id, row.book_id);
  if (!recipient) return null;
  return {
    to: recipient.email,
    name: recipient.name,
    bookname: recipient.bookname ?? row.bookname,
    booknameEn: recipient.bookname_en ?? row.bookname,
    serialNumber: row.serial_number,
    dueDate: row.return_day,
    now: services.clock.now(),
  };
}

/** Loans: pickup, return, the admin's confirmation, and the lists of copies out. */
export const loanHandlers = defineHandlers({
  confirmPickup: async (ctx) => {
    const received = (now: Date) => ({ status: 'Received' as const, received_at: now });
    const book = await memberStep(ctx, ['approved'], received, MSG.onlyApprovedPickup);
    return { message: MSG.received, book };
  },

  markBookReturned: async (ctx) => {
    const returned = (now: Date) => ({ status: 'Returned' as const, returned_at: now });
    const book = await memberStep(ctx, ['Received'], returned, MSG.onlyReceivedReturn);
    return { message: MSG.returned, book };
  },

  cancelBookReturn: async (ctx) => {
    const backOut = () => ({ status: 'Received' as const, returned_at: null });
    const book = await memberStep(ctx, ['Returned'], backOut, MSG.onlyReturnedCancel);
    return { message: MSG.returnCancelled, book };
  },

  confirmBookReturn: async ({ body, services }) => {
    const now = services.clock.now();
    const key = { rentId: body.rentId, userId: body.userId, bookId: body.bookId };
    // The copy is back: it goes to the first member on the book's waitlist, in the same
    // transaction (the hold, their request and the mail to them commit with the return).
    const result = await services.db.transaction().execute(async (trx) => {
      const done = await transition(trx, key, ['Returned'], {
        status: 'readed',
        confirmed_at: now,
      });
      if (done.kind === 'done' && done.row.book_id !== null && done.row.serial_number) {
        await lockBook(trx, done.row.book_id, 'update');
        await offerCopy(trx, services, done.row.book_id, done.row.serial_number);
      }
      return done;
    });
    if (result.kind === 'missing') throw notFound(MSG.requestNotFound);
    if (result.kind === 'wrong_status') {
      throw conflict('invalid_transition', MSG.onlyReturnedConfirm);
    }
    return { message: MSG.returnConfirmed, rentBook: toRentRecord(result.row, now) };
  },

  markReturnNotReceived: async ({ body, services }) => {
    // The change and its mail commit together; the mail is then tried at once and, if the mail
    // server fails, retried by the queue with backoff (the change stands either way).
    const done = await services.db.transaction().execute(async (trx) => {
      const row = await transitionByMemberAndBook(
        trx,
        { userId: body.userId, bookId: body.bookId, rentId: body.rentId },
        ['Returned'],
        { status: 'Received', returned_at: null }
      );
      if (!row) return null;
      const facts = await reminderFacts(services, row, trx);
      return { jobId: facts ? await services.jobs.mail(trx, notReceivedReminder(facts)) : null };
    });
    if (!done) throw notFound(MSG.notProcessed, { success: false });
    await services.jobs.runNow(done.jobId);
    return { success: true as const, message: MSG.notReceived };
  },

  requestBookReturn: async ({ body, services }) => {
    const row = await findMemberRecord(
      services.db,
      { userId: body.userId, bookId: body.bookId, rentId: body.rentId },
      ['approved', 'Received']
    );
    if (!row) throw notFound(MSG.notProcessed);
    const now = services.clock.now();
    // One mail a day per loan: repeated presses must not flood the member's inbox.
    if (row.return_requested_at && now.getTime() - row.return_requested_at.getTime() < DAY_MS) {
      throw conflict('return_recently_requested', MSG.returnRecentlyRequested);
    }
    const facts = await reminderFacts(services, row);
    if (!facts) throw notFound(MSG.notProcessed);
    // The day's claim and the mail commit together, so two simultaneous presses send one mail
    // and an accepted request is never lost: a failing mail server only delays it (the queue
    // retries with backoff), and a second press within the day is refused as before.
    const jobId = await services.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('rent_records')
        .set({ return_requested_at: now })
        .where('id', '=', row.id)
        .where((eb) =>
          eb.or([
            eb('return_requested_at', 'is', null),
            eb('return_requested_at', '<=', new Date(now.getTime() - DAY_MS)),
          ])
        )
        .returning('id')
        .executeTakeFirst();
      if (!claimed) throw conflict('return_recently_requested', MSG.returnRecentlyRequested);
      return services.jobs.mail(trx, returnReminder(facts));
    });
    await services.jobs.runNow(jobId);
    return { message: MSG.reminderSent };
  },

  listMemberLoans: async ({ query, services }) => {
    const rows = await listRecords(
      services.db,
      { statuses: OPEN_LOAN, userId: query.userId },
      'newest'
    );
    return { pendingRequest: toRentRecords(rows, services.clock.now()) };
  },

  listReturnedLoans: async ({ query, services }) => {
    const rows = await listRecords(
      services.db,
      { statuses: ['Returned'], userId: query.userId },
      'returned'
    );
    return { pendingRequest: toRentRecords(rows, services.clock.now()) };
  },

  listCopiesOut: async ({ services }) => {
    const rows = await listRecords(services.db, { statuses: OPEN_LOAN }, 'oldest');
    return { readBooks: toRentRecords(rows, services.clock.now()) };
  },

  listBorrowedCopies: async ({ services }) => {
    const rows = await listRecords(services.db, { statuses: ['approved', 'Received'] }, 'due');
    return { pendingRequest: toRentRecords(rows, services.clock.now()) };
  },
});
