/**
 * Calendar arithmetic in the club's time zone. The club is in Bangladesh, so "this month", "this
 * year" and "N months back" follow the Asia/Dhaka calendar, whatever zone the server runs in: a
 * loan approved at 00:30 on the 1st in Dhaka (18:30 UTC the day before) belongs to the new month.
 */
export const CLUB_TIME_ZONE = 'Asia/Dhaka';

interface WallClock {
  year: number;
  /** 0-based, as Date.UTC takes it. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The wall-clock time in Dhaka at this instant. */
export function clubWallClock(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const p of partsFormat.formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!,
    month: parts.month! - 1,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
    millisecond: instant.getUTCMilliseconds(),
  };
}

function offsetMs(instant: Date): number {
  const w = clubWallClock(instant);
  const asUtc = Date.UTC(w.year, w.month, w.day, w.hour, w.minute, w.second, w.millisecond);
  return asUtc - instant.getTime();
}

/**
 * The instant at which Dhaka's clocks show this wall-clock time. Fields may overflow (day 0, month
 * -1), as with Date.UTC. The offset is looked up for the result itself, so a zone rule change
 * between "now" and the target date is respected.
 */
export function fromClubWallClock(
  year: number,
  month: number,
  day = 1,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0
): Date {
  const asUtc = Date.UTC(year, month, day, hour, minute, second, millisecond);
  const guess = asUtc - offsetMs(new Date(asUtc));
  return new Date(asUtc - offsetMs(new Date(guess)));
}

export function startOfClubMonth(instant: Date, monthsLater = 0): Date {
  const w = clubWallClock(instant);
  return fromClubWallClock(w.year, w.month + monthsLater, 1);
}

export function startOfClubYear(instant: Date, yearsLater = 0): Date {
  return fromClubWallClock(clubWallClock(instant).year + yearsLater, 0, 1);
}

export type PeriodUnit = 'days' | 'weeks' | 'months' | 'years';

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * `instant` minus `value` units on the Dhaka calendar, at the same wall-clock time. A month back
 * from 31 March is 28 (or 29) February, not 3 March.
 */
export function subtractClubPeriod(instant: Date, value: number, unit: PeriodUnit): Date {
  const w = clubWallClock(instant);
  if (unit === 'days' || unit === 'weeks') {
    const days = unit === 'days' ? value : value * 7;
    return fromClubWallClock(
      w.year,
      w.month,
      w.day - days,
      w.hour,
      w.minute,
      w.second,
      w.millisecond
    );
  }
  const months = unit === 'months' ? value : value * 12;
  const target = w.month - months;
  const year = w.year + Math.floor(target / 12);
  const month = ((target % 12) + 12) % 12;
  const day = Math.min(w.day, daysInMonth(year, month));
  return fromClubWallClock(year, month, day, w.hour, w.minute, w.second, w.millisecond);
}

export const DAY_MS = 86_400_000;

/** The club's calendar date (YYYY-MM-DD) `days` after the day of `instant`. */
export function clubDate(instant: Date, days = 0): string {
  const w = clubWallClock(instant);
  return new Date(Date.UTC(w.year, w.month, w.day + days)).toISOString().slice(0, 10);
}

/** How long ago, in days, the club's current calendar month began. */
export function daysIntoClubMonth(instant: Date): number {
  return (instant.getTime() - startOfClubMonth(instant).getTime()) / DAY_MS;
}

/** A date as the club's e-mails write it: the long form of the Dhaka calendar day. */
export const formatClubDate = (date: Date, locale: 'bn-BD' | 'en-GB'): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: CLUB_TIME_ZONE }).format(date);
