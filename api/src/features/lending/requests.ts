import { defineHandlers } from '../../contract/types';
import type { Database } from '../../db/index';
import type { RentRecordRow } from '../../db/schema';
import { freeSerialsOf, heldCopiesOf } from './desk/repository';
import { resolveLoanEnd, splitReturnDay, type LoanEnd } from './loan-length';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/index';
import { badRequest, conflict, forbidden, MESSAGES, notFound } from '../../http/errors';
import { claimHeldCopy, withHeldCopies } from '../circulation/holds';
import { toRentRecord, toRentRecords } from './mappers';
import { MSG } from './messages';
import {
  availableCopies,
  findOpenRecord,
  findRecordForUpdate,
  hasActiveMembership,
  insertRequest,
  isCopyOfBook,
  isSerialOnLoan,
  listRecords,
  lockBook,
  OPEN_REQUEST_INDEX,
  SERIAL_OPEN_INDEX,
  updateRecord,
} from './repository';

/** Borrow requests: asking for a book, and the admin's decision on it. */
export const requestHandlers = defineHandlers({
  requestBook: async ({ body, caller, services }) => {
    if (caller?.role !== 'member') throw forbidden('not_owner', MESSAGES.notOwner);
    const userId = caller.userId;
    const now = services.clock.now();
    try {
      const row = await services.db.transaction().execute(async (trx) => {
        const book = await lockBook(trx, body.bookId, 'share');
        if (!book) throw notFound(MSG.bookNotFound);
        if (!(await hasActiveMembership(trx, userId, now))) {
          throw forbidden('membership_required', MSG.membershipRequired);
        }
        // A clear answer for the common case; the unique index below is what guarantees it.
        if (await findOpenRecord(trx, userId, body.bookId)) {
          throw conflict('duplicate_request', MSG.duplicateRequest);
        }
        if ((await availableCopies(trx, body.bookId, userId)) < 1) {
          throw conflict('out_of_stock', MSG.outOfStock);
        }
        return insertRequest(trx, {
          bookId: body.bookId,
          userId,
          bookname: book.bookname,
          username: caller.email,
          now,
        });
      });
      return { message: MSG.requested, rentBook: toRentRecord(row, now) };
    } catch (error) {
      if (isUniqueViolation(error, OPEN_REQUEST_INDEX)) {
        throw conflict('duplicate_request', MSG.duplicateRequest);
      }
      throw error;
    }
  },

  getOpenRequestForBook: async ({ query, services }) => {
    const row = await findOpenRecord(services.db, query.UserId, query.bookId);
    if (!row) return { exists: false as const };
    return { pendingRequest: toRentRecord(row, services.clock.now()) };
  },

  listMemberRequestsByStatus: async ({ query, services }) => {
    const rows = await listRecords(
      services.db,
      { statuses: [query.status], userId: query.userId },
      'newest'
    );
    return { pendingRequest: toRentRecords(rows, services.clock.now()) };
  },

  listPendingRequests: async ({ services }) => {
    const rows = await listRecords(services.db, { statuses: ['pending'] }, 'oldest');
    // Requests of members whose hold is ready come first, with the copy kept for them.
    return { pendingRequest: await withHeldCopies(services.db, rows, services.clock.now()) };
  },

  findPendingRequests: async ({ query, services }) => {
    const rows = await listRecords(
      services.db,
      { statuses: ['pending'], userId: query.userId, bookId: query.bookId },
      'oldest'
    );
    return { pendingRequest: toRentRecords(rows, services.clock.now()) };
  },

  decideBorrowRequest: async ({ body, services }) => {
    const now = services.clock.now();
    const key = { rentId: body.rentId, userId: body.userId, bookId: body.bookId };
    if (body.status !== 'approved') {
      const row = await services.db.transaction().execute(async (trx) => {
        const record = await findRecordForUpdate(trx, key);
        if (!record) throw notFound(MSG.requestNotFound);
        if (record.status !== 'pending') throw conflict('invalid_transition', MSG.notPending);
        return updateRecord(trx, record.id, { status: 'rejected', decided_at: now });
      });
      return { message: MSG.rejected, rentBook: toRentRecord(row, now) };
    }
    // The contract's if/then already demands these; kept so the code cannot lend without them.
    if (!body.serialNumber) throw badRequest('body.serialNumber is required.', 'body.serialNumber');
    // The generated type of this anyOf is `unknown`; the contract has checked it is one of the two.
    const legacy = splitReturnDay(body.returnDay as number | string | undefined);
    const days = body.returnDayNumber ?? legacy.days;
    if (days === undefined && legacy.dueDate === undefined) {
      throw badRequest('body.returnDayNumber is required.', 'body.returnDayNumber');
    }
    const end = resolveLoanEnd(
      now,
      { days, dueDate: legacy.dueDate },
      days === undefined ? 'body.returnDay' : 'body.returnDayNumber'
    );
    const row = await approveRequest(services.db, key, { serial: body.serialNumber, end }, now);
    return { message: MSG.approved, rentBook: toRentRecord(row, now) };
  },
});

/**
 * Approves one pending request atomically: the book's row is locked, so approvals of one book
 * queue and each counts the loans the previous one made; without a serial the first free copy
 * is taken under that lock. `key` names the record by rentId (and, from the legacy route, its
 * member and book, which must match). Throws the contract's 404/409s.
 */
export async function approveRequest(
  db: Database,
  key: { rentId: string; userId?: number; bookId?: number },
  choice: { serial?: string; end: LoanEnd },
  now: Date
): Promise<RentRecordRow> {
  try {
    return await db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom('rent_records')
        .select(['book_id', 'user_id'])
        .where('rent_id', '=', key.rentId)
        .executeTakeFirst();
      if (!found || found.book_id === null || found.user_id === null) {
        throw notFound(MSG.requestNotFound);
      }
      const bookId = key.bookId ?? found.book_id;
      const userId = key.userId ?? found.user_id;
      // Approvals of one book queue on its row, so each counts the loans the previous one made.
      await lockBook(trx, bookId, 'update');
      const record = await findRecordForUpdate(trx, { rentId: key.rentId, userId, bookId });
      if (!record) throw notFound(MSG.requestNotFound);
      if (record.status !== 'pending') throw conflict('invalid_transition', MSG.notPending);
      let serial = choice.serial;
      if (serial === undefined) {
        // The copy kept for this member's waitlist hold, else the first free one.
        serial =
          (await heldCopiesOf(trx, [bookId])).get(`${userId}:${bookId}`) ??
          (await freeSerialsOf(trx, [bookId])).get(bookId)?.[0];
        if (!serial) throw conflict('out_of_stock', MSG.outOfStock);
      }
      if (!(await isCopyOfBook(trx, bookId, serial))) {
        throw conflict('serial_unknown', MSG.serialUnknown);
      }
      if (await isSerialOnLoan(trx, serial)) throw conflict('serial_on_loan', MSG.serialOnLoan);
      // A copy kept for a waitlist hold goes only to its holder (whose hold is then fulfilled).
      await claimHeldCopy(trx, userId, serial, now);
      if ((await availableCopies(trx, bookId, userId)) < 1) {
        throw conflict('out_of_stock', MSG.outOfStock);
      }
      return updateRecord(trx, record.id, {
        status: 'approved',
        serial_number: serial,
        return_day_number: choice.end.days,
        return_day: choice.end.due,
        decided_at: now,
        approved_at: now,
      });
    });
  } catch (error) {
    // The partial unique index is the last word on "one open loan per copy".
    if (isUniqueViolation(error, SERIAL_OPEN_INDEX)) {
      throw conflict('serial_on_loan', MSG.serialOnLoan);
    }
    // The copy was removed from the book by an edit that committed after our check.
    if (isForeignKeyViolation(error)) throw conflict('serial_unknown', MSG.serialUnknown);
    throw error;
  }
}
