/**
 * The club's calendar. Pathagar is in Bangladesh: event dates and "this month" follow Asia/Dhaka,
 * which is UTC+6 all year (Bangladesh has not used daylight saving time since 2009), so a fixed
 * offset gives the same answers as a time-zone database without needing one.
 */
export const CLUB_UTC_OFFSET_MS = 6 * 3_600_000;
export const DAY_MS = 86_400_000;

/** The club's calendar date (YYYY-MM-DD) `days` after `now`. */
export function clubDate(now: Date, days = 0): string {
  return new Date(now.getTime() + CLUB_UTC_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** How long ago, in days, the club's current calendar month began. */
export function daysIntoClubMonth(now: Date): number {
  const wall = new Date(now.getTime() + CLUB_UTC_OFFSET_MS);
  const monthStart = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1);
  return (wall.getTime() - monthStart) / DAY_MS;
}
