import { deleteAllWithExport } from '../../maintenance/exports';
import { defineHandlers } from '../../contract/types';
import { toReadBook, toRentRecords } from './mappers';
import { MSG } from './messages';
import { HttpError } from '../../http/errors';
import {
  countReads,
  EVER_LENT,
  OPEN_LOAN,
  listReadBooks,
  listRecords,
  mostRead,
} from './repository';

const MOST_READ_DEFAULT = 3;

/** Reading history and counts: only confirmed returns (`readed`) count as read. */
export const readHandlers = defineHandlers({
  listMemberReadRecords: async ({ query, services }) => {
    const rows = await listRecords(
      services.db,
      { statuses: ['readed'], userId: query.userId },
      'newest'
    );
    return { readBooks: toRentRecords(rows, services.clock.now()) };
  },

  listReadBooks: async ({ query, services }) => {
    const rows = await listReadBooks(services.db, query.userId);
    return { readBooks: rows.map((row) => toReadBook(row, services.storage)) };
  },

  countBookReads: async ({ query, services }) => ({
    total: await countReads(services.db, query.id),
  }),

  listMostReadBooks: async ({ query, services }) => ({
    sortedBooks: await mostRead(services.db, query.limit ?? MOST_READ_DEFAULT),
  }),

  listAllLoans: async ({ query, services }) => {
    const since = query.since ? new Date(query.since) : undefined;
    const rows = await listRecords(services.db, { statuses: EVER_LENT, since }, 'newest');
    return { readBooks: toRentRecords(rows, services.clock.now()) };
  },

  deleteAllBorrowRecords: async ({ query, services }) => {
    // A reset must not silently lose a loan still in a member's hands: refused unless the admin
    // ticked that those loans are written off. (A loan opened between this count and the delete
    // is still exported, so nothing is lost without a copy.)
    if (!query.writeOff) {
      const out = await services.db
        .selectFrom('rent_records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', 'in', OPEN_LOAN)
        .executeTakeFirstOrThrow();
      const copiesOut = Number(out.n);
      if (copiesOut > 0) {
        const error = new HttpError(
          409,
          'copies_out',
          `${copiesOut} ${copiesOut === 1 ? 'copy is' : 'copies are'} still out on loan. Tick "write off" to reset anyway.`,
          undefined,
          { copiesOut }
        );
        throw error;
      }
    }
    const { deletedCount, exportFile } = await deleteAllWithExport(
      services.db,
      'rent_records',
      services.config.dataDir,
      services.clock.now()
    );
    return { message: MSG.allDeleted, deletedCount, exportFile };
  },
});
