// Wall-clock time in the store's zone, New York (spec 2 §9), by the US summer-time rule written out: no date library
// ships to the browser, and no Intl date format is built on the way to a page's first paint (the first one loads ICU's
// zone data, 60-180 ms on a phone, inside the hydration of every page with a countdown). zonedTime.test.ts holds it
// equal to Intl's zone data. Internal to the date rules (dates.ts, support.ts); not part of shared-domain's exports.

/** The one zone these functions know; another zone is a type error rather than a silently wrong time. */
export type TimeZone = 'America/New_York';

export interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const HOUR_MS = 3_600_000;

/** The instant of `utcHour` on the first Sunday on or after day `day` of `month` (0-11). */
function sundayAt(year: number, month: number, day: number, utcHour: number): number {
  const date = Date.UTC(year, month, day, utcHour);
  return date + ((7 - new Date(date).getUTCDay()) % 7) * 24 * HOUR_MS;
}

/**
 * New York's offset from UTC at `instant`, in ms: UTC-4 in summer time, UTC-5 otherwise. Summer time runs from 02:00
 * on the second Sunday of March to 02:00 on the first Sunday of November (from 2007; from 1987 to 2006, from the first
 * Sunday of April to the last Sunday of October, which is also applied to earlier years: no date of the store is
 * that old, and the tests compare with Intl from 1990).
 */
function newYorkOffset(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const [startMonth, startDay, endMonth, endDay] = year > 2006 ? [2, 8, 10, 1] : [3, 1, 9, 25];
  // 02:00 EST is 07:00 UTC; 02:00 EDT is 06:00 UTC.
  const summer = instant >= sundayAt(year, startMonth, startDay, 7) && instant < sundayAt(year, endMonth, endDay, 6);
  return (summer ? -4 : -5) * HOUR_MS;
}

/** The wall-clock time `date` shows in `timeZone` (to the second). */
export function wallTimeIn(date: Date, _timeZone: TimeZone): WallTime {
  const shown = new Date(date.getTime() + newYorkOffset(date.getTime()));
  return {
    year: shown.getUTCFullYear(),
    month: shown.getUTCMonth() + 1,
    day: shown.getUTCDate(),
    hour: shown.getUTCHours(),
    minute: shown.getUTCMinutes(),
    second: shown.getUTCSeconds(),
  };
}

/** The wall time as if it were UTC: a day count and time of day that ignore the zone (Date.UTC normalises overflow). */
function asUtc(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms (negative west of Greenwich). */
function offsetAt(instant: number, timeZone: TimeZone): number {
  const whole = instant - (((instant % 1000) + 1000) % 1000);
  return asUtc(wallTimeIn(new Date(whole), timeZone)) - whole;
}

/**
 * The instant at which `timeZone` shows `wall` (fields may overflow: day 32 is the next month's first). As Temporal's
 * 'compatible' choice: a wall time skipped by a clock change moves forward by the gap (02:30 becomes 03:30), a repeated
 * one is its first occurrence.
 */
export function instantOfWallTime(wall: WallTime, timeZone: TimeZone): Date {
  const local = asUtc(wall);
  const DAY = 86_400_000;
  const before = local - offsetAt(local - DAY, timeZone);
  const after = local - offsetAt(local + DAY, timeZone);
  const shows = (instant: number) => asUtc(wallTimeIn(new Date(instant), timeZone)) === local;
  const valid = [before, after].filter(shows);
  return new Date(valid.length ? Math.min(...valid) : before);
}

/** Calendar days from `from`'s date to `to`'s date, both as `timeZone` shows them. */
export function calendarDaysBetween(to: Date, from: Date, timeZone: TimeZone): number {
  const day = (d: Date) => {
    const wall = wallTimeIn(d, timeZone);
    return Date.UTC(wall.year, wall.month - 1, wall.day);
  };
  return Math.round((day(to) - day(from)) / 86_400_000);
}
