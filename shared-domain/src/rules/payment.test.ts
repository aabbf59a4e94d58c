import {
  CARD_BRAND_NAMES,
  CARD_TEXTS,
  cardBrand,
  cardBrandCode,
  cardLast4,
  expiryMonthOptions,
  expiryYearOptions,
  isDefaultCard,
  cardDigits,
  isCardExpired,
  passesLuhn,
} from './payment';
import { itMapsEach } from '../testing/mapsEach';

describe('cardBrand', () => {
  itMapsEach(cardBrand, '%p -> %p', [
    ['378282246310005', 'American Express'],
    ['4111 1111 1111 1111', 'Visa'],
    ['5555-5555-5555-4444', 'Mastercard'],
    ['6011111111111117', 'Discover'],
    ['4', 'Visa'],
    ['2223003122003222', null],
    ['7', null],
    ['', null],
    ['abcd', null],
    ['4111x', null],
    [undefined as unknown as string, null],
  ]);

  itMapsEach(cardBrandCode, 'cardBrandCode(%p) = %p', [
    ['Visa', 'visa'],
    ['amex', 'amex'],
    ['American Express', 'amex'],
    [' MASTERCARD ', 'mastercard'],
    ['discover', 'discover'],
    ['diners', null],
    [null, null],
  ]);

  it('covers 4 brands', () => {
    expect(Object.keys(CARD_BRAND_NAMES)).toHaveLength(4);
  });
});

describe('expiry options', () => {
  it('lists Select Month then 01..12', () => {
    const options = expiryMonthOptions();
    expect(options[0]).toEqual({ value: '', label: 'Select Month' });
    expect(options.slice(1).map((o) => o.label)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    expect(options.every((o) => o.value === (o.label === 'Select Month' ? '' : o.label))).toBe(true);
  });

  it('lists Select Year then the year list', () => {
    const options = expiryYearOptions(new Date('2025-06-15T12:00:00Z'), [2024]);
    expect(options[0]).toEqual({ value: '', label: 'Select Year' });
    expect(options[1]).toEqual({ value: '2024', label: '2024' });
    expect(options[2]).toEqual({ value: '2025', label: '2025' });
    expect(options[options.length - 1]).toEqual({ value: '2037', label: '2037' });
    expect(options).toHaveLength(1 + 1 + 13);
    expect(expiryYearOptions(new Date('2025-06-15T12:00:00Z'))).toHaveLength(14);
  });
});

describe('saved cards', () => {
  itMapsEach(cardLast4, 'cardLast4(%p) = %p', [
    ['4111111111111111', '1111'],
    ['**** **** **** 4242', '4242'],
    [1234, '1234'],
    [12, '12'],
    [null, ''],
  ]);

  it.each([
    [1, true],
    [true, true],
    [0, false],
    [null, false],
  ])('isDefaultCard(%p)', (flag, expected) => {
    expect(isDefaultCard({ is_default_card: flag })).toBe(expected);
  });

  it('quotes the delete confirmation', () => {
    expect(CARD_TEXTS.deleteQuestion).toBe('Are you sure you want to delete this credit card?');
  });
});

describe('card number and expiry rules', () => {
  it('reads the digits of a typed number and checks the Luhn sum', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242')).toBe(false);
    expect(passesLuhn('4242x24242424242')).toBe(false);
  });

  it('keeps a card good through the last day of its expiry month (UTC)', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isCardExpired(11, 2026, now)).toBe(false);
    expect(isCardExpired(10, 2026, now)).toBe(true);
    expect(isCardExpired(1, 2027, now)).toBe(false);
    expect(isCardExpired(12, 2025, now)).toBe(true);
  });
});
