import { describe, expect, it } from 'vitest';
import {
  clubDate,
  clubWallClock,
  daysIntoClubMonth,
  fromClubWallClock,
  startOfClubMonth,
  startOfClubYear,
  subtractClubPeriod,
} from './club-time';

const iso = (d: Date) => d.toISOString();

describe('the club calendar (Asia/Dhaka)', () => {
  it('reads Dhaka wall-clock time, six hours ahead of UTC', () => {
    expect(clubWallClock(new Date('2031-02-28T18:00:00.000Z'))).toMatchObject({
      year: 2031,
      month: 2,
      day: 1,
      hour: 0,
    });
    expect(iso(fromClubWallClock(2031, 2, 1))).toBe('2031-02-28T18:00:00.000Z');
  });

  it('finds the start of the Dhaka month and year, and of the next ones', () => {
    const lateMarch31 = new Date('2031-03-31T17:59:59.999Z'); // 23:59:59.999 in Dhaka
    expect(iso(startOfClubMonth(lateMarch31))).toBe('2031-02-28T18:00:00.000Z');
    expect(iso(startOfClubMonth(lateMarch31, 1))).toBe('2031-03-31T18:00:00.000Z');
    const april1 = new Date('2031-03-31T18:00:00.000Z');
    expect(iso(startOfClubMonth(april1))).toBe('2031-03-31T18:00:00.000Z');
    expect(iso(startOfClubYear(new Date('2031-12-31T18:00:00.000Z')))).toBe(
      '2031-12-31T18:00:00.000Z'
    );
    expect(iso(startOfClubYear(april1, 1))).toBe('2031-12-31T18:00:00.000Z');
    expect(iso(startOfClubMonth(new Date('2031-12-15T00:00:00Z'), 1))).toBe(
      '2031-12-31T18:00:00.000Z'
    );
  });

  it('goes back whole calendar months, clamping to the shorter month', () => {
    const march31Noon = new Date('2031-03-31T06:00:00.000Z');
    expect(iso(subtractClubPeriod(march31Noon, 1, 'months'))).toBe('2031-02-28T06:00:00.000Z');
    expect(iso(subtractClubPeriod(new Date('2032-03-31T06:00:00Z'), 1, 'months'))).toBe(
      '2032-02-29T06:00:00.000Z'
    );
    expect(iso(subtractClubPeriod(new Date('2031-01-15T06:00:00Z'), 2, 'months'))).toBe(
      '2030-11-15T06:00:00.000Z'
    );
    expect(iso(subtractClubPeriod(new Date('2031-01-15T06:00:00Z'), 25, 'months'))).toBe(
      '2028-12-15T06:00:00.000Z'
    );
  });

  it('goes back days, weeks and years', () => {
    const now = new Date('2032-02-29T06:00:00.000Z');
    expect(iso(subtractClubPeriod(now, 3, 'days'))).toBe('2032-02-26T06:00:00.000Z');
    expect(iso(subtractClubPeriod(now, 2, 'weeks'))).toBe('2032-02-15T06:00:00.000Z');
    expect(iso(subtractClubPeriod(now, 1, 'years'))).toBe('2031-02-28T06:00:00.000Z');
    // Going back across the Dhaka date line: 03:00 on 1 March in Dhaka is still 28 Feb in UTC.
    const earlyMarch1 = new Date('2031-02-28T21:00:00.000Z');
    expect(iso(subtractClubPeriod(earlyMarch1, 1, 'months'))).toBe('2031-01-31T21:00:00.000Z');
  });
});

describe('calendar dates and the month so far (used by the demo data)', () => {
  it('turns the date at midnight in Dhaka, six hours before UTC', () => {
    expect(clubDate(new Date('2025-11-30T17:59:00Z'))).toBe('2025-11-30');
    expect(clubDate(new Date('2025-11-30T18:00:00Z'))).toBe('2025-12-01');
    expect(clubDate(new Date('2025-11-30T18:00:00Z'), -1)).toBe('2025-11-30');
    expect(clubDate(new Date('2025-12-31T20:00:00Z'), 27)).toBe('2026-01-28');
  });

  it('measures the time since the club month began', () => {
    expect(daysIntoClubMonth(new Date('2025-11-30T18:30:00Z'))).toBeCloseTo(0.5 / 24, 10);
    expect(daysIntoClubMonth(new Date('2025-12-03T18:00:00Z'))).toBe(3);
  });
});
