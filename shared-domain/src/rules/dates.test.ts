import {
  calendarDaysFromNow,
  countdownParts,
  countdownTarget,
  currentYearInNewYork,
  endOfDayInNewYork,
  formatAbsoluteDate,
  formatCalendarDate,
  formatDisplayDate,
  isCountdownDanger,
  isRecentDate,
  padCountdown,
  pushRemindAfterDate,
  toDate,
  usesSaleExpiryCountdown,
  yearList,
} from './dates';
import { itMapsEach } from '../testing/mapsEach';

describe('toDate', () => {
  it.each([
    ['2025-01-05T12:00:00Z', '2025-01-05T12:00:00.000Z'],
    [0, '1970-01-01T00:00:00.000Z'],
    [new Date('2025-01-05T12:00:00Z'), '2025-01-05T12:00:00.000Z'],
    ['nope', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p -> %p', (value, iso) => {
    expect(toDate(value)?.toISOString() ?? null).toBe(iso);
  });
});

describe('end of day in New York', () => {
  it.each([
    ['winter (EST)', '2025-01-15T15:00:00Z', '2025-01-16T04:59:59.999Z'],
    ['summer (EDT)', '2025-07-15T15:00:00Z', '2025-07-16T03:59:59.999Z'],
    ['just after UTC midnight is still the previous NY day', '2025-07-16T02:00:00Z', '2025-07-16T03:59:59.999Z'],
    ['DST start day', '2025-03-09T12:00:00Z', '2025-03-10T03:59:59.999Z'],
    ['DST end day', '2025-11-02T12:00:00Z', '2025-11-03T04:59:59.999Z'],
  ])('%s', (_name, now, end) => {
    expect(endOfDayInNewYork(new Date(now)).toISOString()).toBe(end);
  });
});

describe('countdown', () => {
  const now = new Date('2025-11-20T15:00:00Z');
  it.each([
    ['BF sale uses expiry', { name: 'BF 2025', saleExpiresAt: '2025-11-30T05:00:00Z' }, '2025-11-30T05:00:00.000Z'],
    ['CM sale uses expiry', { name: 'cm-deals', saleExpiresAt: '2025-12-02T05:00:00Z' }, '2025-12-02T05:00:00.000Z'],
    ['BF sale without expiry: end of day', { name: 'BF 2025', saleExpiresAt: null }, '2025-11-21T04:59:59.999Z'],
    [
      'other sale: end of day',
      { name: 'Fall Sale', saleExpiresAt: '2025-12-31T05:00:00Z' },
      '2025-11-21T04:59:59.999Z',
    ],
    ['no sale: end of day', null, '2025-11-21T04:59:59.999Z'],
  ])('%s', (_name, sale, target) => {
    expect(countdownTarget(sale, now).toISOString()).toBe(target);
  });

  itMapsEach(usesSaleExpiryCountdown, 'usesSaleExpiryCountdown(%p)', [
    ['BF', true],
    [' bf-week', true],
    ['CM', true],
    ['Fall BF', false],
    ['', false],
    [null, false],
  ]);

  it.each([
    ['2025-11-20T15:00:00Z', { totalMs: 0, days: 0, hours: 0, minutes: 0, seconds: 0, finished: true }],
    ['2025-11-20T14:00:00Z', { totalMs: 0, days: 0, hours: 0, minutes: 0, seconds: 0, finished: true }],
    ['2025-11-22T16:02:03Z', { totalMs: 176523000, days: 2, hours: 1, minutes: 2, seconds: 3, finished: false }],
    ['2025-11-20T15:00:00.999Z', { totalMs: 999, days: 0, hours: 0, minutes: 0, seconds: 0, finished: false }],
  ])('parts until %s', (target, parts) => {
    expect(countdownParts(new Date(target), now)).toEqual(parts);
  });

  it.each([
    ['2025-11-20T16:00:00Z', true],
    ['2025-11-21T15:00:00Z', true],
    ['2025-11-23T14:59:59Z', true],
    ['2025-11-23T15:00:00Z', false],
    ['2025-12-20T15:00:00Z', false],
    ['2025-11-19T15:00:00Z', true],
  ])('danger until %s: %p', (target, danger) => {
    expect(isCountdownDanger(countdownParts(new Date(target), now))).toBe(danger);
  });

  itMapsEach(padCountdown, 'padCountdown(%p)', [
    [5, '05'],
    [12, '12'],
    [-1, '00'],
  ]);
});

describe('display dates', () => {
  const now = new Date('2025-06-15T16:00:00Z'); // 12:00 in New York
  itMapsEach((date) => formatDisplayDate(date, now), '%s -> %s', [
    ['2025-06-15T04:30:00Z', 'today'],
    ['2025-06-15T03:30:00Z', 'yesterday'],
    ['2025-06-16T12:00:00Z', 'tomorrow'],
    ['2025-06-12T12:00:00Z', '3 days ago'],
    ['2025-06-08T12:00:00Z', '7 days ago'],
    ['2025-06-22T12:00:00Z', 'in 7 days'],
    ['2025-06-07T12:00:00Z', 'Jun 7, 2025'],
    ['2025-06-23T12:00:00Z', 'Jun 23, 2025'],
    ['2024-12-25T12:00:00Z', 'Dec 25, 2024'],
    ['garbage', ''],
  ]);

  itMapsEach((date) => calendarDaysFromNow(date, now), 'calendarDaysFromNow(%s)', [
    ['2025-06-15T12:00:00Z', 0],
    ['2025-06-10T12:00:00Z', -5],
    ['x', null],
  ]);

  itMapsEach((date) => isRecentDate(date, now), 'isRecentDate(%s) = %p', [
    ['2025-06-15T12:00:00Z', true],
    ['2025-06-10T12:00:00Z', true],
    ['2025-06-09T12:00:00Z', false],
    ['2025-06-16T12:00:00Z', false],
    ['bad', false],
  ]);

  itMapsEach(formatCalendarDate, 'formatCalendarDate(%p) = %p', [
    ['2025-11-03', 'Nov 3, 2025'],
    [' 2025-01-01 ', 'Jan 1, 2025'],
    ['2025-11-03T02:00:00Z', 'Nov 2, 2025'],
    [null, ''],
    [undefined, ''],
    ['2025-13-45', ''],
  ]);

  it('formats absolute dates in New York time', () => {
    expect(formatAbsoluteDate('2025-01-01T03:00:00Z')).toBe('Dec 31, 2024');
    expect(formatAbsoluteDate('bad')).toBe('');
  });
});

describe('year list', () => {
  it.each([
    ['2025-06-15T12:00:00Z', 2025],
    ['2026-01-01T03:00:00Z', 2025],
    ['2026-01-01T06:00:00Z', 2026],
  ])('current NY year at %s is %p', (now, year) => {
    expect(currentYearInNewYork(new Date(now))).toBe(year);
  });

  it('runs from the current year to +12, merged with given years', () => {
    const now = new Date('2025-06-15T12:00:00Z');
    expect(yearList(now)).toEqual(Array.from({ length: 13 }, (_, i) => 2025 + i));
    expect(yearList(now, [2023, '2025', 2040, 'x', 0, 2023.5])).toEqual([
      2023,
      ...Array.from({ length: 13 }, (_, i) => 2025 + i),
      2040,
    ]);
  });
});

describe('push remind-after', () => {
  it.each([
    ['2025-06-15T16:00:00Z', '2025-06-17T16:00:00.000Z'],
    ['2025-03-08T17:00:00Z', '2025-03-10T16:00:00.000Z'],
  ])('%s -> %s', (now, after) => {
    expect(pushRemindAfterDate(new Date(now)).toISOString()).toBe(after);
  });
});
