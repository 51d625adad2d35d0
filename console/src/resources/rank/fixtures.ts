import type { RankedReader, RankSettings } from '@pathagar/sdk';

export const rankedReader = (
  overrides: Partial<RankedReader & { mobile: string; currentAddress: string }> = {}
): RankedReader & { mobile: string; currentAddress: string } => ({
  rank: '1st',
  userId: 10001,
  name: 'Rahim Uddin',
  email: 'rahim@pathagar.demo',
  image: null,
  totalBooksRead: 12,
  mobile: '01711000000',
  currentAddress: 'Mirpur, Dhaka',
  ...overrides,
});

export const rankSettings = (overrides: Partial<RankSettings> = {}): RankSettings => ({
  filterValue: 3,
  filterUnit: 'months',
  hideRankList: false,
  ...overrides,
});
