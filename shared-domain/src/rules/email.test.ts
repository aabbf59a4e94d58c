import {
  cleanEmail,
  EMAIL_MESSAGES,
  isPopupSubmitDisabled,
  isValidEmail,
  normalizeEmail,
  popupEmailError,
  sharedEmailError,
} from './email';
import { describeMapsEach, itMapsEach } from '../testing/mapsEach';

const label63 = 'a'.repeat(63);
const local64 = 'b'.repeat(64);
// 64 + 1 + 63 + 1 + 63 + 1 + 61 = 254
const at254 = `${local64}@${label63}.${label63}.${'c'.repeat(57)}.com`;

describe('normalizeEmail', () => {
  itMapsEach(normalizeEmail, '%s -> %s', [
    ['John@Example.com', 'john@example.com'],
    [' john @ example .com ', 'john@example.com'],
    ['mailto:john@example.com', 'john@example.com'],
    ['MAILTO:John@Example.com', 'john@example.com'],
    ['.john@example.com', 'john@example.com'],
    ['..john@example.com', 'john@example.com'],
    ['mailto:.john@example.com', 'john@example.com'],
    ['john@gmial.com', 'john@gmail.com'],
    ['john@gmai.com', 'john@gmail.com'],
    ['john@gamil.com', 'john@gmail.com'],
    ['john@hotmial.com', 'john@hotmail.com'],
    ['john@yaho.com', 'john@yahoo.com'],
    ['john@outlok.com', 'john@outlook.com'],
    ['john@icoud.com', 'john@icloud.com'],
    ['john@gmail.cm', 'john@gmail.com'],
    ['john@gmail.om', 'john@gmail.com'],
    ['john@gmail.con', 'john@gmail.com'],
    ['john@gmial.cm', 'john@gmail.com'],
    ['john@example.cm', 'john@example.com'],
    ['john@yahoo.co.uk', 'john@yahoo.co.uk'],
    ['john@mail.gmial.com', 'john@mail.gmial.com'],
    ['first.last+tag@sub.example.org', 'first.last+tag@sub.example.org'],
    ['john@example.museum', 'john@example.museum'],
    [at254, at254],
  ]);

  it.each([
    ['', 'empty'],
    ['john', 'no @'],
    ['john@', 'no domain'],
    ['@example.com', 'no local part'],
    ['john@@example.com', 'two @'],
    ['jo@hn@example.com', 'two @ apart'],
    ['john@example', 'no TLD'],
    ['john@example.c', 'TLD of 1 letter'],
    ['john@example.abcdefgh', 'TLD of 8 letters'],
    ['john@example.c0m', 'TLD with a digit'],
    ['john.@example.com', 'local part ends with a dot'],
    ['jo..hn@example.com', 'double dot in local part'],
    ['john@-example.com', 'label starts with hyphen'],
    ['john@example-.com', 'label ends with hyphen'],
    ['john@example..com', 'empty label'],
    ['jo(hn)@example.com', 'bad characters'],
    [`${'b'.repeat(65)}@example.com`, 'local part of 65'],
    [`john@${'a'.repeat(64)}.com`, 'label of 64'],
    [`${local64}@${label63}.${label63}.${'c'.repeat(58)}.com`, 'total 255'],
  ])('%s is invalid (%s)', (raw) => {
    expect(normalizeEmail(raw)).toBeNull();
  });

  it('keeps the exact limits', () => {
    expect(at254).toHaveLength(254);
    expect(`${local64}@${label63}.${label63}.${'c'.repeat(58)}.com`).toHaveLength(255);
    expect(normalizeEmail(`${local64}@example.com`)).toBe(`${local64}@example.com`);
    expect(normalizeEmail(`john@${label63}.com`)).toBe(`john@${label63}.com`);
  });

  itMapsEach(cleanEmail, 'cleanEmail(%p) = %p', [
    [null as unknown as string, ''],
    ['john', 'john'],
    ['john@localhost', 'john@localhost'],
  ]);

  itMapsEach(isValidEmail, 'isValidEmail(%p)', [
    [123 as unknown as string, false],
    ['', false],
  ]);
});

describeMapsEach('shared validator', sharedEmailError, '%p -> %p', [
  [undefined, 'No email supplied to form'],
  ['  ', 'No email supplied to form'],
  ['bad', 'Invalid email address'],
  ['john@example.com', null],
]);

describe('popup email', () => {
  it.each([
    ['', 'mobile', 'Your email address is required'],
    ['', 'desktop', 'Email address is required'],
    [null, 'desktop', 'Email address is required'],
    ['john@example.com', 'mobile', null],
    ['john@example.info', 'mobile', null],
    ['john@example.museum', 'mobile', 'invalid email address'],
    ['john@example.c', 'mobile', 'invalid email address'],
    ['john example@x.com', 'mobile', 'invalid email address'],
    ['john@example.museum', 'desktop', null],
    ['john@example', 'desktop', 'Invalid email address'],
  ] as const)('%p on %s -> %p', (value, device, message) => {
    expect(popupEmailError(value, device)).toBe(message);
  });

  it.each([
    ['john@example.com', 'idle', false],
    ['john@example.com', 'error', false],
    ['john@example.com', 'submitting', true],
    ['john@example.com', 'success', true],
    ['', 'idle', true],
    ['bad', 'idle', true],
  ] as const)('%p while %s: disabled %p', (email, status, disabled) => {
    expect(isPopupSubmitDisabled({ email, device: 'mobile', status })).toBe(disabled);
  });

  it('quotes every message', () => {
    expect(Object.values(EMAIL_MESSAGES).sort()).toEqual(
      [
        'Email address is required',
        'Invalid email address',
        'No email supplied to form',
        'Your email address is required',
        'invalid email address',
      ].sort(),
    );
  });
});
