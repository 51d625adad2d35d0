import type { ClubEvent } from './queries';

/** Dhaka is UTC+6 all year (no daylight saving since 2009); event times are club time. */
const CLUB_OFFSET_MS = 6 * 60 * 60 * 1000;

/**
 * `YYYY-MM-DD`; a trailing time part (legacy rows stored full ISO date-times) is ignored, since
 * the calendar day is what the admin picked.
 */
const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;
const TIME_SHAPE = /^(\d{1,2}):(\d{2})$/;

export type EventMoment =
  | { ok: true; at: number }
  | { ok: false; problem: 'invalidDate' | 'invalidTime' | 'invalidDateTime' };

/**
 * When the event starts (epoch ms): eventDate + eventTime in the club's zone. Three ways to fail,
 * each with its own message (spec §2): the date is not a date's shape, the time is not HH:MM, or
 * both have the right shape but name no real moment (31 February, 25:00).
 */
export function eventMoment(event: Pick<ClubEvent, 'eventDate' | 'eventTime'>): EventMoment {
  const date = DATE_SHAPE.exec(String(event.eventDate ?? '').trim());
  if (!date) return { ok: false, problem: 'invalidDate' };
  const time = TIME_SHAPE.exec(String(event.eventTime ?? '').trim());
  if (!time) return { ok: false, problem: 'invalidTime' };

  const [year, month, day, hour, minute] = [date[1], date[2], date[3], time[1], time[2]].map(
    Number
  ) as [number, number, number, number, number];
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // Date.UTC quietly rolls 31 February over to March and 25:00 to the next day.
  const real =
    local.getUTCFullYear() === year &&
    local.getUTCMonth() === month - 1 &&
    local.getUTCDate() === day &&
    local.getUTCHours() === hour &&
    local.getUTCMinutes() === minute;
  return real
    ? { ok: true, at: local.getTime() - CLUB_OFFSET_MS }
    : { ok: false, problem: 'invalidDateTime' };
}

export interface TimedEvent {
  event: ClubEvent;
  moment: EventMoment;
}

/**
 * Upcoming events first, soonest first; then past events, most recent first (the one that just
 * ended is the most interesting); events whose time cannot be read last, in the server's order.
 */
export function orderEvents(events: readonly ClubEvent[], now: number): TimedEvent[] {
  const timed = events.map((event) => ({ event, moment: eventMoment(event) }));
  const at = (item: TimedEvent) => (item.moment.ok ? item.moment.at : NaN);
  const upcoming = timed.filter((item) => at(item) > now).sort((a, b) => at(a) - at(b));
  const past = timed.filter((item) => at(item) <= now).sort((a, b) => at(b) - at(a));
  const invalid = timed.filter((item) => !item.moment.ok);
  return [...upcoming, ...past, ...invalid];
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left, or null once the moment has come. */
export function remaining(at: number, now: number): Remaining | null {
  const ms = at - now;
  if (ms <= 0) return null;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Spec §9: an event's description preview is its first 120 characters. */
export const EVENT_PREVIEW_CHARS = 120;

/** The first `limit` characters (not splitting a surrogate pair), or null if it all fits. */
export function firstChars(text: string, limit: number): string | null {
  const chars = Array.from(text);
  return chars.length > limit ? chars.slice(0, limit).join('').trimEnd() : null;
}
