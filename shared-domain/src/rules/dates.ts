// Dates and countdown: US English, New York time (spec 2 §4 "Countdown", §9 dates and year list).
// Every function takes `now` explicitly; nothing reads the clock.
import {
  DATE_RULES,
  LOCALE,
  MARKETING_TIMING,
  SALES,
  calendarDaysBetween,
  instantOfWallTime,
  wallTimeIn,
} from '@storefront/shared-domain/runtime';

export type DateInput = Date | string | number;

/** A valid Date or null. */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The last millisecond of the current day in New York time. */
export function endOfDayInNewYork(now: Date): Date {
  const today = wallTimeIn(now, LOCALE.timeZone);
  const nextMidnight = instantOfWallTime(
    { ...today, day: today.day + 1, hour: 0, minute: 0, second: 0 },
    LOCALE.timeZone,
  );
  return new Date(nextMidnight.getTime() - 1);
}

/** True when the sale name starts with BF or CM (CHOICE: case-insensitive, leading spaces ignored). */
export function usesSaleExpiryCountdown(saleName: string | null | undefined): boolean {
  const name = (saleName ?? '').trim().toUpperCase();
  return SALES.expiryCountdownNamePrefixes.some((p) => name.startsWith(p));
}

/**
 * Countdown target: sales whose name starts with BF or CM run to the sale's expiry; otherwise (and, CHOICE, when that
 * expiry is missing or invalid) to the end of the current New York day.
 */
export function countdownTarget(
  sale: { name?: string | null; saleExpiresAt?: DateInput | null } | null | undefined,
  now: Date,
): Date {
  if (sale && usesSaleExpiryCountdown(sale.name)) {
    const expiry = toDate(sale.saleExpiresAt);
    if (expiry) return expiry;
  }
  return endOfDayInNewYork(now);
}

export interface CountdownParts {
  totalMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  finished: boolean;
}

/** Remaining time split into days, hours (0-23), minutes and seconds; never negative. */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const totalMs = Math.max(0, target.getTime() - now.getTime());
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    totalMs,
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    finished: totalMs === 0,
  };
}

/**
 * Danger style when hours are 24 or fewer or days are 2 or fewer. CHOICE: read as totals (total hours left <= 24, or
 * whole days left <= 2); the second condition includes the first, so danger means "under 3 whole days left".
 */
export function isCountdownDanger(parts: CountdownParts): boolean {
  const totalHours = parts.totalMs / 3_600_000;
  return totalHours <= 24 || parts.days <= 2;
}

/** Two-digit text of a countdown number. */
export function padCountdown(n: number): string {
  return String(Math.max(0, Math.floor(n))).padStart(2, '0');
}

/** Signed calendar-day difference in New York time: 1 = tomorrow, -1 = yesterday. */
export function calendarDaysFromNow(date: DateInput, now: Date): number | null {
  const d = toDate(date);
  return d ? calendarDaysBetween(d, now, LOCALE.timeZone) : null;
}

/**
 * Made on first use: building an Intl format costs a phone tens of milliseconds, which loading a bundle should not pay.
 * Pure, so that a bundle using no formatting function leaves the formats out.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
const absoluteFormat = /* @__PURE__ */ onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE.language, {
      timeZone: LOCALE.timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    }),
);
const calendarFormat = /* @__PURE__ */ onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE.language, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }),
);
const relativeFormat = /* @__PURE__ */ onFirstUse(
  () => new Intl.RelativeTimeFormat(LOCALE.language, { numeric: 'auto' }),
);

/** Absolute date in New York time, e.g. 'Jan 5, 2025'; '' when invalid. */
export function formatAbsoluteDate(date: DateInput): string {
  const d = toDate(date);
  return d ? absoluteFormat().format(d) : '';
}

/**
 * Display date: within plus or minus 7 New York calendar days it is relative ('today', 'yesterday', '3 days ago',
 * 'in 2 days'); otherwise absolute ('Jan 5, 2025'). Invalid -> ''.
 */
export function formatDisplayDate(date: DateInput, now: Date): string {
  const d = toDate(date);
  if (!d) return '';
  const days = calendarDaysBetween(d, now, LOCALE.timeZone);
  if (Math.abs(days) <= DATE_RULES.relativeWindowDays) return relativeFormat().format(days, 'day');
  return absoluteFormat().format(d);
}

/** Recent: 0 to 5 New York calendar days ago (future dates are not recent). */
export function isRecentDate(date: DateInput, now: Date): boolean {
  const days = calendarDaysFromNow(date, now);
  if (days === null) return false;
  const ago = -days;
  return ago >= DATE_RULES.recentMinDays && ago <= DATE_RULES.recentMaxDays;
}

/**
 * A calendar date such as a pre-order ETA. CHOICE: a date-only value ('2025-11-03') is a calendar day and is shown
 * as-is ('Nov 3, 2025') rather than shifted to New York time; full timestamps are shown in New York time.
 */
export function formatCalendarDate(value: DateInput | null | undefined): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) {
    const d = toDate(`${value.trim()}T00:00:00Z`);
    return d ? calendarFormat().format(d) : '';
  }
  return value === null || value === undefined ? '' : formatAbsoluteDate(value);
}

/** The current year in New York time. */
export function currentYearInNewYork(now: Date): number {
  return wallTimeIn(now, LOCALE.timeZone).year;
}

/** Year list: current year to current year + 12, merged with the given years (e.g. a saved card's), ascending, unique. */
export function yearList(now: Date, extraYears: readonly (number | string)[] = []): number[] {
  const first = currentYearInNewYork(now);
  const years = new Set<number>();
  for (let y = first; y <= first + DATE_RULES.yearListSpan; y += 1) years.add(y);
  for (const extra of extraYears) {
    const y = Number(extra);
    if (Number.isInteger(y) && y > 0) years.add(y);
  }
  return [...years].sort((a, b) => a - b);
}

/** Push remind-after date: 2 units ahead; CHOICE: days (same New York wall-clock time two days later). */
export function pushRemindAfterDate(now: Date): Date {
  const wall = wallTimeIn(now, LOCALE.timeZone);
  const later = instantOfWallTime({ ...wall, day: wall.day + MARKETING_TIMING.pushRemindAfterUnits }, LOCALE.timeZone);
  return new Date(later.getTime() + now.getUTCMilliseconds());
}
