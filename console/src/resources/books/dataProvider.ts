import { dataOf, type ApiClient, type Book, type BookCategory, type BookForm } from '@pathagar/sdk';
import type { Filter } from '../../providers/listing';
import { multipart, resourceProvider } from '../../providers/resourceProvider';
import { idInQuery, type Keyed, keyed } from '../../providers/ids';

/** The six texts of a book, in the form's order. */
export const BOOK_TEXT_FIELDS = [
  'bookname',
  'booknameEnglish',
  'authorname',
  'authornameEnglish',
  'aboutbook',
  'aboutbookEnglish',
] as const;

/** The texts and category of a book, as the contract's BookForm names them. */
type BookTexts = Pick<BookForm, (typeof BOOK_TEXT_FIELDS)[number] | 'booktype'>;

/** What the book form hands to create/update. */
export type BookInput = BookTexts & {
  /** One per physical copy, in the order the form lists them. */
  serialNumbers: string[];
  /** The cover; required on add, optional on edit. */
  File?: File | null;
};
export type BookCreateInput = BookInput & { File: File };

/** Books are addressed by their uniqueId, as the legacy console did. */
export type BookRecord = Keyed<Book>;

/** `serialNumber-1`, `serialNumber-2`… as the contract's BookForm names them. */
function bookBody(input: BookInput): BookForm {
  const serials = input.serialNumbers.map((s) => s.trim());
  const serialFields: Record<`serialNumber-${number}`, string> = Object.fromEntries(
    serials.map((serial, i) => [`serialNumber-${i + 1}`, serial])
  );
  const body: BookForm = {
    bookname: input.bookname,
    booknameEnglish: input.booknameEnglish,
    authorname: input.authorname,
    authornameEnglish: input.authornameEnglish,
    aboutbook: input.aboutbook,
    aboutbookEnglish: input.aboutbookEnglish,
    booktype: input.booktype,
    totalbooks: serials.length,
    ...serialFields,
  };
  if (input.File) body.File = input.File;
  return body;
}

export const booksProvider = (api: ApiClient) =>
  resourceProvider({
    // Server-side: name/author search in the page's language, category filter, paging.
    getList: async ({ filter, pagination, sort }) => {
      const f = filter as Filter;
      const data = dataOf(
        await api.GET('/ext/books', {
          params: {
            query: {
              lang: f.lang === 'en' ? 'en' : 'bn',
              // The one box (issue 18): title and author, both scripts, romanised Bangla.
              ...(typeof f.q === 'string' && f.q.trim() ? { q: f.q.trim() } : {}),
              ...(typeof f.name === 'string' && f.name.trim() ? { name: f.name.trim() } : {}),
              ...(typeof f.author === 'string' && f.author.trim()
                ? { author: f.author.trim() }
                : {}),
              ...(f.booktype ? { category: f.booktype as BookCategory } : {}),
              page: pagination?.page ?? 1,
              limit: Math.min(pagination?.perPage ?? 20, 100),
              sort: sort?.field === 'name' ? 'name' : f.q ? 'relevance' : 'newest',
            },
          },
        })
      );
      return { data: data.items.map(keyed), total: data.total };
    },
    getOne: async (id) =>
      keyed(
        dataOf(await api.GET('/SingUpAdmin/getBook', { params: { query: { bookId: Number(id) } } }))
      ),
    create: async (input: BookCreateInput) => {
      const data = dataOf(
        await api.POST('/SingUpAdmin/addbooks', {
          body: { ...bookBody(input), File: input.File },
          ...multipart,
        })
      );
      return data.book ? keyed(data.book) : { id: data.uniqueId, uniqueId: data.uniqueId };
    },
    update: async (id, input: BookInput) => {
      const data = dataOf(
        await api.PUT('/SingUpAdmin/editbooks', {
          params: { query: { bookId: Number(id) } },
          body: bookBody(input),
          ...multipart,
        })
      );
      return keyed(data.book);
    },
    delete: async (id) => {
      await api.DELETE('/SingUpAdmin/deleteBook', idInQuery(id));
    },
  });
