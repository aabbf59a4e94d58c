import { formatPhone, isValidPhone, normalizePhone, toE164 } from './phone';
import { itMapsEach } from '../testing/mapsEach';

describe('phone', () => {
  it.each([
    ['5551234567', '5551234567', '(555) 123-4567', '+15551234567'],
    ['(555) 123-4567', '5551234567', '(555) 123-4567', '+15551234567'],
    ['555.123.4567', '5551234567', '(555) 123-4567', '+15551234567'],
    ['+1 (555) 123-4567', '5551234567', '(555) 123-4567', '+15551234567'],
    ['15551234567', '5551234567', '(555) 123-4567', '+15551234567'],
    ['1-888-501-7527', '8885017527', '(888) 501-7527', '+18885017527'],
    ['25551234567', null, null, null],
    ['1234567890', null, null, null],
    ['555123456', null, null, null],
    ['555123456789', null, null, null],
    ['', null, null, null],
    ['phone', null, null, null],
  ])('%p', (raw, digits, display, e164) => {
    expect(normalizePhone(raw)).toBe(digits);
    expect(formatPhone(raw)).toBe(display);
    expect(toE164(raw)).toBe(e164);
    expect(isValidPhone(raw)).toBe(digits !== null);
  });

  itMapsEach(normalizePhone, 'non-string input %p', [
    [5551234567 as unknown as string, '5551234567'],
    [null as unknown as string, null],
    [{} as unknown as string, null],
  ]);

  it('a missing value is not a valid phone', () => {
    expect(isValidPhone(undefined)).toBe(false);
  });
});
