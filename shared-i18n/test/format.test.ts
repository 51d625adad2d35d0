import { describe, expect, it } from 'vitest';
import {
  CLUB_TIME_ZONE,
  clubDay,
  formatDate,
  formatDateTime,
  formatRankLabel,
  startOfClubDay,
  formatNumber,
  formatTaka,
  formatTime,
  parseLocalizedNumber,
  toBanglaDigits,
  toLatinDigits,
} from '../src/index';

// 2026-11-21 18:30 UTC is 00:30 on 22 November in Dhaka (UTC+6).
const LATE_UTC = '2026-11-21T18:30:00Z';
const MIDDAY_UTC = '2026-11-21T06:05:00.000Z';

describe('formatDate', () => {
  it('writes the English long format and the Bangla one with Bangla digits', () => {
    expect(formatDate(MIDDAY_UTC, 'en')).toBe('November 21, 2026');
    expect(formatDate(MIDDAY_UTC, 'bn')).toBe('২১ নভেম্বর, ২০২৬');
  });

  it('shows the Dhaka calendar day, not the UTC one', () => {
    expect(CLUB_TIME_ZONE).toBe('Asia/Dhaka');
    expect(formatDate(LATE_UTC, 'en')).toBe('November 22, 2026');
    expect(formatDate(LATE_UTC, 'bn')).toBe('২২ নভেম্বর, ২০২৬');
  });

  it('accepts a Date, an ISO string with an offset and epoch milliseconds alike', () => {
    const ms = Date.parse(LATE_UTC);
    expect(formatDate(new Date(ms), 'en')).toBe('November 22, 2026');
    expect(formatDate(ms, 'en')).toBe('November 22, 2026');
    expect(formatDate('2026-11-22T00:30:00+06:00', 'en')).toBe('November 22, 2026');
  });

  it('reads a date-time without an offset as club time', () => {
    expect(formatDateTime('2026-11-22T00:30', 'en')).toBe('November 22, 2026, 00:30');
  });

  it('keeps a bare calendar date (an event day) on that day', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('January 1, 2026');
    expect(formatDate('2026-12-31', 'bn')).toBe('৩১ ডিসেম্বর, ২০২৬');
  });

  it("returns '' for invalid or missing input instead of throwing", () => {
    for (const bad of [
      '',
      'not a date',
      '2026-02-31',
      '2026-13-01',
      NaN,
      Infinity,
      null,
      undefined,
    ]) {
      expect(formatDate(bad, 'en'), String(bad)).toBe('');
      expect(formatDateTime(bad, 'bn'), String(bad)).toBe('');
      expect(formatTime(bad, 'bn'), String(bad)).toBe('');
    }
    expect(formatDate(new Date('nope'), 'bn')).toBe('');
  });
});

describe('formatTime and formatDateTime', () => {
  it('uses the 24-hour HH:MM clock in Dhaka time', () => {
    expect(formatTime(LATE_UTC, 'en')).toBe('00:30');
    expect(formatTime(LATE_UTC, 'bn')).toBe('০০:৩০');
    expect(formatTime(MIDDAY_UTC, 'en')).toBe('12:05');
  });

  it("takes an event's HH:MM as it is", () => {
    expect(formatTime('19:30', 'en')).toBe('19:30');
    expect(formatTime('19:30', 'bn')).toBe('১৯:৩০');
    expect(formatTime('07:05:00', 'en')).toBe('07:05');
    expect(formatTime('24:00', 'en')).toBe('');
  });

  it('has no time for a bare date', () => {
    expect(formatTime('2026-11-21', 'en')).toBe('');
    expect(formatDateTime('2026-11-21', 'en')).toBe('November 21, 2026');
  });

  it('joins date and time', () => {
    expect(formatDateTime(LATE_UTC, 'en')).toBe('November 22, 2026, 00:30');
    expect(formatDateTime(LATE_UTC, 'bn')).toBe('২২ নভেম্বর, ২০২৬, ০০:৩০');
  });
});

describe('numbers', () => {
  it('groups the Bangladeshi way in Bangla digits, the international way in English', () => {
    expect(formatNumber(1234567.5, 'bn')).toBe('১২,৩৪,৫৬৭.৫');
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(0, 'bn')).toBe('০');
    expect(formatNumber(NaN, 'en')).toBe('');
  });

  it('passes Intl options through', () => {
    expect(formatNumber(0.256, 'en', { style: 'percent' })).toBe('26%');
  });

  it('writes Taka with the sign first, no paisa for whole amounts', () => {
    expect(formatTaka(1000, 'bn')).toBe('৳১,০০০');
    expect(formatTaka(1000, 'en')).toBe('৳1,000');
    expect(formatTaka(100, 'bn')).toBe('৳১০০');
    expect(formatTaka(150000, 'bn')).toBe('৳১,৫০,০০০');
    expect(formatTaka(99.5, 'en')).toBe('৳99.50');
    expect(formatTaka(-20, 'en')).toBe('-৳20');
    expect(formatTaka('৫০০', 'en')).toBe('৳500');
    expect(formatTaka('abc', 'en')).toBe('');
    expect(formatTaka(undefined, 'bn')).toBe('');
  });
});

describe('digits', () => {
  it('converts between the scripts and leaves everything else alone', () => {
    expect(toBanglaDigits('Serial 0123456789, page 7')).toBe('Serial ০১২৩৪৫৬৭৮৯, page ৭');
    expect(toLatinDigits('০১৭১২-৩৪৫৬৭৮')).toBe('01712-345678');
  });

  it('parses numbers typed in either script', () => {
    expect(parseLocalizedNumber('১,০০০')).toBe(1000);
    expect(parseLocalizedNumber(' ২৫০.৫০ ')).toBe(250.5);
    expect(parseLocalizedNumber('৳ ১,৫০,০০০')).toBe(150000);
    expect(parseLocalizedNumber('-৩')).toBe(-3);
    expect(parseLocalizedNumber('০১৭')).toBe(17);
    expect(parseLocalizedNumber('1,000')).toBe(1000);
    expect(parseLocalizedNumber(42)).toBe(42);
  });

  it('returns null for what is not a number', () => {
    for (const bad of ['', '  ', '১২abc', '1e3', '১.২.৩', '-', '.', 'NaN', null, undefined, NaN]) {
      expect(parseLocalizedNumber(bad), String(bad)).toBeNull();
    }
  });

  it('round-trips formatted Taka', () => {
    expect(parseLocalizedNumber(formatTaka(123456, 'bn'))).toBe(123456);
  });
});

describe('formatRankLabel', () => {
  it('turns English ordinals into Bangla ones in bn and keeps them in en', () => {
    expect(formatRankLabel('1st', 'bn')).toBe('১ম');
    expect(formatRankLabel('3rd', 'bn')).toBe('৩য়'.normalize('NFC'));
    expect(formatRankLabel('4th', 'bn')).toBe('৪র্থ');
    expect(formatRankLabel('6th', 'bn')).toBe('৬ষ্ঠ');
    expect(formatRankLabel('11th', 'bn')).toBe('১১তম');
    expect(formatRankLabel(' 2nd ', 'en')).toBe('2nd');
  });

  it('shows any other label as sent, with Bangla digits in bn', () => {
    expect(formatRankLabel('12', 'bn')).toBe('১২');
    expect(formatRankLabel('—', 'en')).toBe('—');
  });
});

describe('club days', () => {
  it("reads a moment as the club's calendar day (Dhaka, UTC+6)", () => {
    expect(clubDay('2026-11-20T19:30:00.000Z')).toBe('2026-11-21');
    expect(clubDay('2026-11-20T17:59:00.000Z')).toBe('2026-11-20');
    expect(clubDay(new Date('2026-02-28T18:00:00.000Z'))).toBe('2026-03-01');
    expect(clubDay('2026-11-21')).toBe('2026-11-21');
    expect(clubDay('nonsense')).toBeNull();
    expect(clubDay(null)).toBeNull();
  });

  it('reads a picked day as midnight in the club zone and ignores anything else', () => {
    expect(startOfClubDay('2026-01-01')).toBe('2025-12-31T18:00:00.000Z');
    expect(startOfClubDay('')).toBeUndefined();
    expect(startOfClubDay('21/11/2026')).toBeUndefined();
    expect(startOfClubDay('2026-13-45')).toBeUndefined();
  });
});
