import { parseLocalizedNumber, toBanglaDigits } from './digits';
import type { Language } from './languages';

/**
 * Dates and times are shown in the club's zone whatever the browser's: a due date, an event day
 * or Friday's Book Day is a Dhaka calendar day, and a member travelling abroad (or a laptop set
 * to UTC) must see the same date as the librarian. A loan due 23:30 UTC is due the next day here.
 */
export const CLUB_TIME_ZONE = 'Asia/Dhaka';

/** Dhaka has kept UTC+6 without daylight saving since 2009, so a fixed offset is exact. */
const CLUB_UTC_OFFSET = '+06:00';

/** Bangla from Bangladesh (Bangla digits, lakh grouping); English as in the spec's examples. */
export const INTL_LOCALES = { bn: 'bn-BD', en: 'en-US' } as const satisfies Record<
  Language,
  string
>;

/** Anything the API or a form hands us as a moment: a Date, an ISO 8601 string or epoch ms. */
export type DateInput = Date | string | number | null | undefined;

interface Moment {
  date: Date;
  /** UTC for a bare calendar date (`2026-11-21`), which must not be shifted by any zone. */
  timeZone: string;
  dateOnly: boolean;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

function toMoment(value: DateInput): Moment | undefined {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? undefined
      : { date: value, timeZone: CLUB_TIME_ZONE, dateOnly: false };
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? toMoment(new Date(value)) : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const ymd = DATE_ONLY.exec(text);
  if (ymd) {
    const [year, month, day] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    // Date.UTC rolls 2026-02-31 over to March; a date that does not round-trip is not a date.
    const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
    return real && date.getUTCDate() === day
      ? { date, timeZone: 'UTC', dateOnly: true }
      : undefined;
  }
  // Without an offset JavaScript reads a date-time in the browser's zone; ours is club time.
  const date = new Date(LOCAL_DATE_TIME.test(text) ? text + CLUB_UTC_OFFSET : text);
  return toMoment(date);
}

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** Building an Intl formatter loads locale data; tables format hundreds of values per render. */
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  locale: string,
  options: object | undefined,
  create: () => F
): F {
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  let format = formatters.get(key) as F | undefined;
  if (!format) {
    format = create();
    formatters.set(key, format);
  }
  return format;
}

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions | undefined) {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** Engines without Bangla digit data fall back to ASCII digits; this makes bn output certain. */
function localDigits(text: string, lang: Language): string {
  return lang === 'bn' ? toBanglaDigits(text) : text;
}

function dateOf(moment: Moment, lang: Language): string {
  const format = dateTimeFormat(INTL_LOCALES[lang], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: moment.timeZone,
  });
  return localDigits(format.format(moment.date), lang);
}

function timeOf(moment: Moment, lang: Language): string {
  const parts = dateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: CLUB_TIME_ZONE,
  }).formatToParts(moment.date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  // Engines that ignore hourCycle (older Chrome) print midnight as 24.
  const hour = part('hour') === '24' ? '00' : part('hour');
  return localDigits(`${hour}:${part('minute')}`, lang);
}

/**
 * The club's calendar day of a moment as `YYYY-MM-DD` (what a date picker's value means): a
 * request made at 01:00 in Dhaka is still the previous day in UTC. A bare date stays that date;
 * invalid or missing input gives null.
 */
export function clubDay(value: DateInput): string | null {
  const moment = toMoment(value);
  if (!moment) return null;
  return dateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: moment.timeZone,
  }).format(moment.date);
}

/**
 * The first moment (ISO) of a club day picked as `YYYY-MM-DD`: its midnight in Dhaka, whatever
 * the browser's zone; undefined for anything that is not such a day.
 */
export function startOfClubDay(day: string): string | undefined {
  if (!toMoment(day)?.dateOnly) return undefined;
  return new Date(`${day}T00:00:00${CLUB_UTC_OFFSET}`).toISOString();
}

/**
 * "November 21, 2026" / "২১ নভেম্বর, ২০২৬", the club's calendar day. Invalid or missing input
 * gives '' and never throws: a bad date from the API should leave a blank cell, not crash a page.
 */
export function formatDate(value: DateInput, lang: Language): string {
  const moment = toMoment(value);
  return moment ? dateOf(moment, lang) : '';
}

/**
 * "19:30" / "১৯:৩০": the 24-hour clock in both languages, the form event times are entered in.
 * Accepts an event's `HH:MM` as is, or a moment shown in club time. A bare calendar date has no
 * time; it and invalid input give ''.
 */
export function formatTime(value: DateInput, lang: Language): string {
  const clock = typeof value === 'string' ? CLOCK_TIME.exec(value.trim()) : null;
  if (clock) return localDigits(`${clock[1]}:${clock[2]}`, lang);
  const moment = toMoment(value);
  return moment && !moment.dateOnly ? timeOf(moment, lang) : '';
}

/**
 * "November 21, 2026, 19:30" / "২১ নভেম্বর, ২০২৬, ১৯:৩০". A bare calendar date shows only the
 * date. Invalid input gives ''.
 */
export function formatDateTime(value: DateInput, lang: Language): string {
  const moment = toMoment(value);
  if (!moment) return '';
  const date = dateOf(moment, lang);
  return moment.dateOnly ? date : `${date}, ${timeOf(moment, lang)}`;
}

/** Bangla digits and lakh grouping in bn (১২,৩৪,৫৬৭); '' for NaN and infinities. */
export function formatNumber(
  value: number,
  lang: Language,
  options?: Intl.NumberFormatOptions
): string {
  if (!Number.isFinite(value)) return '';
  return localDigits(numberFormat(INTL_LOCALES[lang], options).format(value), lang);
}

/**
 * "৳১,০০০" / "৳1,000": the sign first and no space in both languages, as receipts and shop
 * signs in Bangladesh print it (Intl would put it after the number in bn-BD and write "BDT" in
 * en-US). Whole amounts show no paisa; others show two decimals. Accepts what a form or the
 * legacy API holds (a number or a numeric string, Bangla digits included); '' otherwise.
 */
export function formatTaka(amount: number | string | null | undefined, lang: Language): string {
  const value = parseLocalizedNumber(amount);
  if (value === null) return '';
  const decimals = Number.isInteger(value) ? 0 : 2;
  const digits = formatNumber(Math.abs(value), lang, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `${value < 0 ? '-' : ''}৳${digits}`;
}
