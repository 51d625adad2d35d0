import type { Book } from '@pathagar/sdk/schema';
import type { Services } from '../../contract/types';
import { defineHandlers } from '../../contract/types';
import { insertWithUniqueId, ITEM_ID_RANGE } from '../../db/ids';
import { requiredFile } from '../../contract/multipart';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { normaliseText } from '../../text';
import { discardUploads, storeUploads, withNewUploads } from '../../storage/uploads';
import { ADD_MISSING_FIELDS, EDIT_MISSING_FIELDS, readBookForm } from './form';
import { sendCatalogue } from './catalogue';
import { toBook } from './mappers';
import { searchKeysOf } from './search-keys';
import {
  bookInUse,
  findBook,
  insertCopies,
  loadBooks,
  lockBook,
  mapWriteError,
  replaceCopies,
} from './repository';
import { searchCatalogue, suggestBooks } from './search';

const BOOK_NOT_FOUND = 'Book not found';
const COVER_FOLDER = 'covers';

async function getBookOr404(services: Services, id: number): Promise<Book> {
  const record = await findBook(services.db, id);
  if (!record) throw notFound(BOOK_NOT_FOUND);
  return toBook(record, services.storage);
}

export const booksHandlers = defineHandlers({
  // Streamed and cached; the contract's Book[] either way (catalogue.ts).
  listAllBooks: async ({ services, request, reply }) =>
    (await sendCatalogue(services, request, reply)) as unknown as Book[],

  getPublicBook: async ({ query, services }) => [await getBookOr404(services, query.id)],

  getBook: async ({ query, services }) => getBookOr404(services, query.bookId),

  listBooksByIds: async ({ query, services }) => {
    const ids = [...new Set(query.ids.split(',').map(Number))];
    const byId = new Map((await loadBooks(services.db, ids)).map((b) => [b.row.unique_id, b]));
    return ids.flatMap((id) => {
      const record = byId.get(id);
      return record ? [toBook(record, services.storage)] : [];
    });
  },

  searchBooks: async ({ query, services }) => {
    const result = await searchCatalogue(services.db, query);
    return {
      items: result.books.map((b) => toBook(b, services.storage)),
      total: result.total,
      totalCapped: result.capped,
      page: result.page,
      limit: result.limit,
    };
  },

  suggestBooks: async ({ query, services }) => {
    if ([...normaliseText(query.q)].length < 2) {
      throw badRequest('q must have at least 2 characters besides spaces.', 'query.q');
    }
    const rows = await suggestBooks(services.db, query.q, query.limit ?? 6);
    return {
      items: rows.map((r) => ({
        uniqueId: r.unique_id,
        bookname: r.bookname,
        booknameEnglish: r.bookname_en,
        authorname: r.authorname,
        authornameEnglish: r.authorname_en,
      })),
    };
  },

  addBook: async ({ body, files, services }) => {
    const { serials, ...columns } = readBookForm(
      body as unknown as Record<string, unknown>,
      ADD_MISSING_FIELDS
    );
    const cover = requiredFile(files.File, 'File');
    const { db, storage, clock } = services;

    const [key] = (await storeUploads(services, COVER_FOLDER, [cover])) as [string];
    let id: number;
    try {
      id = await withNewUploads(services, [key], () =>
        db.transaction().execute(async (trx) => {
          const now = clock.now();
          const bookId = await insertWithUniqueId(trx, 'books', ITEM_ID_RANGE, {
            ...columns,
            ...searchKeysOf(columns),
            image_key: key,
            created_at: now,
            updated_at: now,
          });
          await insertCopies(trx, bookId, serials);
          return bookId;
        })
      );
    } catch (error) {
      throw mapWriteError(error);
    }
    return {
      msg: 'Book added successfully',
      uniqueId: id,
      imageUrl: storage.url(key),
      book: await getBookOr404(services, id),
    };
  },

  updateBook: async ({ query, body, files, services }) => {
    const { serials, ...columns } = readBookForm(
      body as unknown as Record<string, unknown>,
      EDIT_MISSING_FIELDS
    );
    const cover = files.File?.[0];
    const { db, clock } = services;

    const [newKey = null] = await storeUploads(services, COVER_FOLDER, cover ? [cover] : []);
    let oldKey: string;
    try {
      oldKey = await withNewUploads(services, [newKey], () =>
        db.transaction().execute(async (trx) => {
          const book = await lockBook(trx, query.bookId);
          if (!book) throw notFound(BOOK_NOT_FOUND);
          await replaceCopies(trx, book.unique_id, serials);
          await trx
            .updateTable('books')
            .set({
              ...columns,
              ...searchKeysOf(columns),
              ...(newKey ? { image_key: newKey } : {}),
              updated_at: clock.now(),
            })
            .where('unique_id', '=', book.unique_id)
            .execute();
          return book.image_key;
        })
      );
    } catch (error) {
      throw mapWriteError(error);
    }
    // Only once the new cover is committed may the old one go.
    if (newKey && oldKey !== newKey) await discardUploads(services, [oldKey]);
    return { msg: 'Book updated successfully', book: await getBookOr404(services, query.bookId) };
  },

  deleteBook: async ({ query, services }) => {
    const { db } = services;
    const key = await db.transaction().execute(async (trx) => {
      // The row lock makes a concurrent borrow request wait (its foreign key check needs a
      // share lock on this row), so none can slip in between the check and the delete.
      const book = await lockBook(trx, query.id);
      if (!book) throw notFound(BOOK_NOT_FOUND, { success: false });
      const inUse = await bookInUse(trx, book.unique_id);
      // Say which: a copy with a reader, or only requests waiting (nobody has a copy yet).
      if (inUse === 'out') {
        throw new HttpError(409, 'book_on_loan', 'This book has copies out on loan.', undefined, {
          success: false,
        });
      }
      if (inUse === 'requested') {
        throw new HttpError(
          409,
          'book_has_requests',
          'This book has pending borrow requests.',
          undefined,
          { success: false }
        );
      }
      await trx.deleteFrom('books').where('unique_id', '=', book.unique_id).execute();
      return book.image_key;
    });
    await discardUploads(services, [key]);
    return { success: true, message: 'Book and image deleted successfully' };
  },

  // Legacy stock calls: availableCopies is derived from the loans, so there is nothing to change.
  acknowledgeBookLent: async ({ query, services }) => ({
    message: 'Book count updated',
    book: await getBookOr404(services, query.id),
  }),

  acknowledgeBookReturned: async ({ query, services }) => getBookOr404(services, query.id),
});
