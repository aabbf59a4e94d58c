import { isSupportOpen, supportHoursText, supportStatusText } from './support';

describe('support hours (09:00-17:30 New York, every day)', () => {
  it.each([
    ['2026-11-22T13:59:59Z', false], // 08:59:59 EST
    ['2026-11-22T14:00:00Z', true], // 09:00 EST
    ['2026-07-22T12:59:59Z', false], // 08:59:59 EDT
    ['2026-07-22T13:00:00Z', true], // 09:00 EDT
    ['2026-07-22T21:30:00Z', false], // 17:30 EDT
    ['2026-11-22T22:29:59Z', true], // 17:29:59 EST
    ['2026-11-22T22:30:00Z', false], // 17:30 EST
    ['2026-07-04T13:00:00Z', true], // 09:00 EDT, a holiday and a Saturday: every day
    ['2026-07-04T12:59:00Z', false], // 08:59 EDT
  ])('%s open: %p', (iso, open) => {
    expect(isSupportOpen(new Date(iso))).toBe(open);
  });

  it('offline text names the hours', () => {
    expect(supportHoursText()).toBe('Support hours: 9:00 AM - 5:30 PM ET, every day');
    expect(supportStatusText(new Date('2026-11-22T23:00:00Z'))).toContain('9:00 AM - 5:30 PM ET');
    expect(supportStatusText(new Date('2026-11-22T15:00:00Z'))).toBe('Chat with us - we are online');
  });
});
