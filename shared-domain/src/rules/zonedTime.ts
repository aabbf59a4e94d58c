// Wall-clock time in a named time zone through the browser's own Intl data, so no date library ships to the browser.
// Internal to the date rules (dates.ts, support.ts); not part of shared-domain's exports.

export interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time `date` shows in `timeZone` (to the second). */
export function wallTimeIn(date: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** The wall time as if it were UTC: a day count and time of day that ignore the zone (Date.UTC normalises overflow). */
function asUtc(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms (negative west of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const whole = instant - (((instant % 1000) + 1000) % 1000);
  return asUtc(wallTimeIn(new Date(whole), timeZone)) - whole;
}

/**
 * The instant at which `timeZone` shows `wall` (fields may overflow: day 32 is the next month's first). As Temporal's
 * 'compatible' choice: a wall time skipped by a clock change moves forward by the gap (02:30 becomes 03:30), a repeated
 * one is its first occurrence.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string): Date {
  const local = asUtc(wall);
  const DAY = 86_400_000;
  const before = local - offsetAt(local - DAY, timeZone);
  const after = local - offsetAt(local + DAY, timeZone);
  const shows = (instant: number) => asUtc(wallTimeIn(new Date(instant), timeZone)) === local;
  const valid = [before, after].filter(shows);
  return new Date(valid.length ? Math.min(...valid) : before);
}

/** Calendar days from `from`'s date to `to`'s date, both as `timeZone` shows them. */
export function calendarDaysBetween(to: Date, from: Date, timeZone: string): number {
  const day = (d: Date) => {
    const wall = wallTimeIn(d, timeZone);
    return Date.UTC(wall.year, wall.month - 1, wall.day);
  };
  return Math.round((day(to) - day(from)) / 86_400_000);
}
