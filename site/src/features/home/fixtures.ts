import type { Book } from '../books/book-text';
import { makeBookPage } from '../books/fixtures';
import { makeRankSettings, topReadersBody } from '../ranking/fixtures';
import type { RankedReader } from '../ranking/queries';
import { mockApi } from '../../test/server';
import type { Notice } from './queries';

let nextId = 200001;

export function makeNotice(overrides: Partial<Notice> = {}): Notice {
  const id = nextId++;
  return {
    _id: String(id),
    uniqueId: id,
    noticeTitle: `নোটিশ ${id}`,
    noticeTitleEnglish: `Notice ${id}`,
    description: `নোটিশ ${id} এর বিবরণ।`,
    descriptionEnglish: `Details of notice ${id}.`,
    category: 'general',
    date: '2026-02-01T10:00:00.000Z',
    imgUrl: `https://api.pathagar.test/uploads/notice-${id}.jpg`,
    ...overrides,
  };
}

interface HomeData {
  notices?: Notice[];
  stats?: { users: number; books: number; events: number };
  readers?: RankedReader[];
  popular?: Book[];
  books?: Book[];
}

/**
 * Answers every call the home page makes (empty by default), so a test of any page that links
 * back home, or of the shell on `/`, can render it without unhandled requests.
 */
export function homeHandlers(data: HomeData = {}) {
  const popular = data.popular ?? [];
  return [
    mockApi.get('/SingUpAdmin/allNotice', data.notices ?? []),
    mockApi.get('/ext/stats', data.stats ?? { users: 0, books: 0, events: 0 }),
    mockApi.get('/SingUpAdmin/rank-settings', makeRankSettings()),
    mockApi.get('/SingUpAdmin/top-readers', topReadersBody(data.readers ?? [])),
    mockApi.get('/SingUpAdmin/checkMostReadBook', {
      sortedBooks: popular.map((book, i) => ({ bookId: book.uniqueId, count: 10 - i })),
    }),
    mockApi.get('/SingUpAdmin/mostPopularBook', popular),
    mockApi.get('/ext/books', makeBookPage(data.books ?? [])),
  ];
}
