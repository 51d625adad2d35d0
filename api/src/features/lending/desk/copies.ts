import type { CopyView } from '@pathagar/sdk/schema';
import { CLUB_NAME } from '../../../club';
import { defineHandlers } from '../../../contract/types';
import { notFound } from '../../../http/errors';
import { OPEN_LOAN } from '../repository';
import { toDeskRow } from './mappers';
import { deskQuery } from './repository';

const list = (text: string | undefined) => (text ? text.split(',') : []);

/** A copy found by its printed label (issue 19), and the labels themselves. */
export const copyHandlers = defineHandlers({
  getCopy: async ({ params, services }) => {
    const { db, storage } = services;
    const copy = await db
      .selectFrom('book_copies as c')
      .innerJoin('books as b', 'b.unique_id', 'c.book_id')
      .select(['c.serial_number', 'c.book_id', 'b.bookname', 'b.bookname_en', 'b.image_key'])
      .where('c.serial_number', '=', params.serial)
      .executeTakeFirst();
    if (!copy) throw notFound('Copy not found');
    const now = services.clock.now();
    const [loan, hold, pending] = await Promise.all([
      deskQuery(db)
        .where('r.serial_number', '=', copy.serial_number)
        .where('r.status', 'in', OPEN_LOAN)
        .executeTakeFirst(),
      db
        .selectFrom('holds as h')
        .innerJoin('users as u', 'u.unique_id', 'h.user_id')
        .select([
          'h.expires_at',
          'u.unique_id',
          'u.name',
          'u.email',
          'u.mobile',
          'u.current_address',
        ])
        .where('h.serial_number', '=', copy.serial_number)
        .where('h.status', '=', 'ready')
        .executeTakeFirst(),
      deskQuery(db)
        .where('r.book_id', '=', copy.book_id)
        .where('r.status', '=', 'pending')
        .orderBy('r.requested_at', 'asc')
        .orderBy('r.id', 'asc')
        .execute(),
    ]);
    // A kept copy goes to its holder only; a lent one to nobody (the desk would refuse it).
    const servable = loan
      ? []
      : hold
        ? pending.filter((r) => r.user_id === hold.unique_id)
        : pending;
    const view: CopyView = {
      serialNumber: copy.serial_number,
      bookId: copy.book_id,
      bookname: copy.bookname,
      booknameEnglish: copy.bookname_en,
      imgUrl: copy.image_key ? storage.url(copy.image_key) : null,
      state: loan ? 'on_loan' : hold ? 'held' : 'free',
      loan: loan ? toDeskRow(loan, now, storage) : null,
      hold: hold
        ? {
            member: {
              uniqueId: hold.unique_id,
              name: hold.name,
              email: hold.email,
              mobile: hold.mobile,
              currentAddress: hold.current_address,
            },
            readyUntil: hold.expires_at!.toISOString(),
          }
        : null,
      requests: servable.map((r) => toDeskRow(r, now, storage, [copy.serial_number])),
    };
    return view;
  },

  listCopyLabels: async ({ query, services }) => {
    const books = list(query.books).map(Number);
    const serials = list(query.serials);
    let q = services.db
      .selectFrom('book_copies as c')
      .innerJoin('books as b', 'b.unique_id', 'c.book_id')
      .select(['c.serial_number', 'c.book_id', 'b.bookname', 'b.bookname_en'])
      .where('c.book_id', 'in', books);
    if (serials.length) q = q.where('c.serial_number', 'in', serials);
    const rows = await q.orderBy('c.book_id').orderBy('c.position').execute();
    const order = new Map(books.map((id, i) => [id, i]));
    rows.sort((a, b) => order.get(a.book_id)! - order.get(b.book_id)!);
    return {
      clubName: CLUB_NAME.bn,
      clubNameEnglish: CLUB_NAME.en,
      labels: rows.map((r) => ({
        serialNumber: r.serial_number,
        bookId: r.book_id,
        bookname: r.bookname,
        booknameEnglish: r.bookname_en,
      })),
    };
  },
});
