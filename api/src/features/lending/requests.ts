import { defineHandlers } from '../../contract/types';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/index';
import { badRequest, conflict, forbidden, MESSAGES, notFound } from '../../http/errors';
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

const DAY_MS = 86_400_000;

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
        if ((await availableCopies(trx, body.bookId)) < 1) {
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
    return { pendingRequest: toRentRecords(rows, services.clock.now()) };
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
    const approving = body.status === 'approved';
    const days = body.returnDayNumber ?? body.returnDay;
    const serial = body.serialNumber;
    // The contract's if/then already demands these; kept so the code cannot lend without them.
    if (approving && !serial)
      throw badRequest('body.serialNumber is required.', 'body.serialNumber');
    if (approving && !days) {
      throw badRequest('body.returnDayNumber is required.', 'body.returnDayNumber');
    }
    try {
      const row = await services.db.transaction().execute(async (trx) => {
        // Approvals of one book queue on its row, so each counts the loans the previous one made.
        if (approving) await lockBook(trx, body.bookId, 'update');
        const record = await findRecordForUpdate(trx, key);
        if (!record) throw notFound(MSG.requestNotFound);
        if (record.status !== 'pending') throw conflict('invalid_transition', MSG.notPending);
        if (!approving) {
          return updateRecord(trx, record.id, { status: 'rejected', decided_at: now });
        }
        if (!(await isCopyOfBook(trx, body.bookId, serial!))) {
          throw conflict('serial_unknown', MSG.serialUnknown);
        }
        if (await isSerialOnLoan(trx, serial!)) throw conflict('serial_on_loan', MSG.serialOnLoan);
        if ((await availableCopies(trx, body.bookId)) < 1) {
          throw conflict('out_of_stock', MSG.outOfStock);
        }
        return updateRecord(trx, record.id, {
          status: 'approved',
          serial_number: serial!,
          return_day_number: days!,
          return_day: new Date(now.getTime() + days! * DAY_MS),
          decided_at: now,
          approved_at: now,
        });
      });
      return {
        message: approving ? MSG.approved : MSG.rejected,
        rentBook: toRentRecord(row, now),
      };
    } catch (error) {
      // The partial unique index is the last word on "one open loan per copy".
      if (isUniqueViolation(error, SERIAL_OPEN_INDEX)) {
        throw conflict('serial_on_loan', MSG.serialOnLoan);
      }
      // The copy was removed from the book by an edit that committed after our check.
      if (approving && isForeignKeyViolation(error)) {
        throw conflict('serial_unknown', MSG.serialUnknown);
      }
      throw error;
    }
  },
});
