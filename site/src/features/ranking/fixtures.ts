import type { RankedReader, RankSettings } from './queries';

/** A ranked reader as the public view of GET /SingUpAdmin/top-readers gives it. */
export function makeReader(overrides: Partial<RankedReader> = {}): RankedReader {
  return {
    rank: '1st',
    userId: 12345,
    name: 'Rahim Uddin',
    email: 'ra***@example.com',
    image: null,
    totalBooksRead: 5,
    ...overrides,
  };
}

export function makeRankSettings(overrides: Partial<RankSettings> = {}): RankSettings {
  return { hideRankList: false, filterValue: 0, filterUnit: 'months', ...overrides };
}

/** A top-readers answer holding `readers`. */
export function topReadersBody(readers: RankedReader[]) {
  return {
    message:
      readers.length > 0
        ? ('Top readers retrieved successfully!' as const)
        : ('No readers found.' as const),
    readers,
    total: readers.length,
    page: 1,
    limit: 100,
  };
}
