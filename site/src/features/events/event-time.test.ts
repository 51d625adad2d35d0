import { describe, expect, it } from 'vitest';
import { eventMoment, firstChars, remaining } from './event-time';

describe('eventMoment', () => {
  it('reads the date and time as Dhaka time (UTC+6)', () => {
    expect(eventMoment({ eventDate: '2026-05-02', eventTime: '02:04' })).toEqual({
      ok: true,
      at: Date.parse('2026-05-01T20:04:00Z'),
    });
  });

  it('accepts a legacy full date-time as the date', () => {
    expect(eventMoment({ eventDate: '2026-05-02T00:00:00.000Z', eventTime: '9:30' })).toEqual({
      ok: true,
      at: Date.parse('2026-05-02T03:30:00Z'),
    });
  });

  it.each([
    ['02/05/2026', '10:00', 'invalidDate'],
    ['2026-05-02', '10.00am', 'invalidTime'],
    ['2026-02-31', '10:00', 'invalidDateTime'],
    ['2026-05-02', '25:00', 'invalidDateTime'],
  ] as const)('names what is wrong with %s %s: %s', (eventDate, eventTime, problem) => {
    expect(eventMoment({ eventDate, eventTime })).toEqual({ ok: false, problem });
  });
});

describe('remaining and firstChars', () => {
  it('splits the time left into whole units and ends at zero', () => {
    const ms = ((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000 + 500;
    expect(remaining(ms, 0)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(remaining(0, 0)).toBeNull();
  });

  it('cuts only text longer than the limit', () => {
    expect(firstChars('a'.repeat(120), 120)).toBeNull();
    expect(firstChars('a'.repeat(121), 120)).toBe('a'.repeat(120));
  });
});
