import { calendarDaysBetween, instantOfWallTime, wallTimeIn } from './zonedTime';

const NY = 'America/New_York';

describe("wall-clock time in the store's zone (the US rule written out, no date library)", () => {
  it.each([
    ['2026-01-15T17:30:45Z', { year: 2026, month: 1, day: 15, hour: 12, minute: 30, second: 45 }], // EST, UTC-5
    ['2026-07-15T17:30:45Z', { year: 2026, month: 7, day: 15, hour: 13, minute: 30, second: 45 }], // EDT, UTC-4
    ['2026-01-01T04:59:59Z', { year: 2025, month: 12, day: 31, hour: 23, minute: 59, second: 59 }], // New Year's Eve
  ])('%s reads as %o in New York', (iso, wall) => {
    expect(wallTimeIn(new Date(iso), NY)).toEqual(wall);
  });

  it("reads New York's time as Intl's zone data does, from 1990 to 2040 and around each clock change", () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: NY,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    const viaIntl = (instant: number) => {
      const parts = Object.fromEntries(intl.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
      return {
        year: parts.year,
        month: parts.month,
        day: parts.day,
        hour: parts.hour,
        minute: parts.minute,
        second: parts.second,
      };
    };
    const instants: number[] = [];
    const HOUR = 3_600_000;
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2041, 0, 1); t += 5 * HOUR) instants.push(t);
    for (let year = 1990; year <= 2040; year += 1) {
      // The weeks that hold the clock changes, every quarter hour and a second before each.
      for (const [month, firstDay] of [
        [2, 7],
        [9, 24],
        [10, 0],
        [3, 0],
      ]) {
        const start = Date.UTC(year, month, firstDay);
        for (let t = start; t < start + 9 * 24 * HOUR; t += HOUR / 4) instants.push(t, t - 1000);
      }
    }
    const mismatches = instants.filter(
      (t) => JSON.stringify(wallTimeIn(new Date(t), NY)) !== JSON.stringify(viaIntl(t)),
    );
    expect(mismatches.map((t) => new Date(t).toISOString())).toEqual([]);
  });

  it('turns a wall time back into its instant, in winter and summer, with overflowing fields', () => {
    expect(instantOfWallTime({ year: 2026, month: 1, day: 15, hour: 12, minute: 0, second: 0 }, NY).toISOString()).toBe(
      '2026-01-15T17:00:00.000Z',
    );
    expect(instantOfWallTime({ year: 2026, month: 7, day: 15, hour: 12, minute: 0, second: 0 }, NY).toISOString()).toBe(
      '2026-07-15T16:00:00.000Z',
    );
    expect(instantOfWallTime({ year: 2026, month: 1, day: 32, hour: 0, minute: 0, second: 0 }, NY).toISOString()).toBe(
      '2026-02-01T05:00:00.000Z',
    );
  });

  it('resolves a skipped wall time to after the gap and a repeated one to its first occurrence', () => {
    // 2026-03-08 02:30 does not exist in New York (clocks jump 02:00 -> 03:00): 03:30 EDT.
    expect(instantOfWallTime({ year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0 }, NY).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 2026-11-01 01:30 happens twice (EDT, then EST): the first is 05:30 UTC.
    expect(instantOfWallTime({ year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 }, NY).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('counts calendar days as New York sees them, across a clock change', () => {
    expect(calendarDaysBetween(new Date('2026-03-09T03:59:00Z'), new Date('2026-03-07T12:00:00Z'), NY)).toBe(1);
    expect(calendarDaysBetween(new Date('2026-03-09T04:01:00Z'), new Date('2026-03-07T12:00:00Z'), NY)).toBe(2);
    expect(calendarDaysBetween(new Date('2026-01-01T04:59:59Z'), new Date('2026-01-01T05:00:00Z'), NY)).toBe(-1);
  });
});
