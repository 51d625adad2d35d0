import { describe, expect, it } from 'vitest';
import { readCounts } from './read-counts';

/** 00:30 on 1 April in Dhaka is still 31 March in UTC. */
const APRIL_FIRST_DHAKA = new Date('2026-03-31T18:30:00.000Z');

describe('readCounts', () => {
  it('counts this calendar month in Dhaka, not in UTC or the browser zone', () => {
    const records = [
      { date: '2026-03-31T18:10:00.000Z', confirmedAt: null }, // 1 April 00:10 Dhaka
      { date: '2026-03-31T17:50:00.000Z', confirmedAt: null }, // 31 March 23:50 Dhaka
      { date: '2026-03-01T00:00:00.000Z', confirmedAt: '2026-04-10T05:00:00.000Z' }, // confirmed in April
      { date: '2026-04-02T00:00:00.000Z', confirmedAt: '2026-03-15T05:00:00.000Z' }, // confirmed in March
    ];
    expect(readCounts(records, APRIL_FIRST_DHAKA)).toEqual({ thisMonth: 2, total: 4 });
  });

  it('does not count the same month of another year', () => {
    const records = [{ date: '2025-04-10T05:00:00.000Z', confirmedAt: null }];
    expect(readCounts(records, APRIL_FIRST_DHAKA)).toEqual({ thisMonth: 0, total: 1 });
  });

  it('ends the month at Dhaka midnight on the last day', () => {
    const lastMinuteOfMarch = new Date('2026-03-31T17:59:00.000Z'); // 23:59 Dhaka
    const records = [
      { date: '2026-03-01T00:00:00.000+06:00', confirmedAt: null },
      { date: '2026-02-28T23:59:00.000+06:00', confirmedAt: null },
    ];
    expect(readCounts(records, lastMinuteOfMarch)).toEqual({ thisMonth: 1, total: 2 });
  });

  it('ignores a record without a usable date in the monthly count', () => {
    expect(readCounts([{ date: 'not a date', confirmedAt: null }], APRIL_FIRST_DHAKA)).toEqual({
      thisMonth: 0,
      total: 1,
    });
  });
});
