// Saved cards: brand from the first digit, expiry selectors, masked number (spec 2 §3 "Saved credit card", §5 "Card brand").
import { CARD_RULES } from '@storefront/shared-domain/runtime';
import { yearList } from './dates';

export type CardBrandName = 'American Express' | 'Visa' | 'Mastercard' | 'Discover';
export type CardBrandCode = 'amex' | 'visa' | 'mastercard' | 'discover';

const BRAND_BY_FIRST_DIGIT: Readonly<Record<string, CardBrandName>> = {
  '3': 'American Express',
  '4': 'Visa',
  '5': 'Mastercard',
  '6': 'Discover',
};

/** Brand from the first digit: 3 American Express, 4 Visa, 5 Mastercard, 6 Discover; spaces and dashes ignored. */
export function cardBrand(cardNumber: string): CardBrandName | null {
  const digits = typeof cardNumber === 'string' ? cardNumber.replace(/[\s-]/g, '') : '';
  if (!/^\d+$/.test(digits)) return null;
  return BRAND_BY_FIRST_DIGIT[digits[0]] ?? null;
}

/** card_brand codes of saved cards (4 brands, each with a logo) and their names. */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrandCode, CardBrandName>> = {
  amex: 'American Express',
  visa: 'Visa',
  mastercard: 'Mastercard',
  discover: 'Discover',
};

/** The code of a brand name (for the logo), or null. */
export function cardBrandCode(brand: CardBrandName | string | null | undefined): CardBrandCode | null {
  const text = (brand ?? '').trim().toLowerCase();
  const hit = (Object.keys(CARD_BRAND_NAMES) as CardBrandCode[]).find(
    (code) => code === text || CARD_BRAND_NAMES[code].toLowerCase() === text,
  );
  return hit ?? null;
}

export interface SelectOption {
  value: string;
  label: string;
}

/** 'Select Month' then 01 to 12. */
export function expiryMonthOptions(): SelectOption[] {
  const months = Array.from({ length: CARD_RULES.monthCount }, (_, i) => String(i + 1).padStart(2, '0'));
  return [{ value: '', label: 'Select Month' }, ...months.map((m) => ({ value: m, label: m }))];
}

/** 'Select Year' then the year list (current year to +12, merged with e.g. the card's own year). */
export function expiryYearOptions(now: Date, extraYears: readonly (number | string)[] = []): SelectOption[] {
  return [
    { value: '', label: 'Select Year' },
    ...yearList(now, extraYears).map((y) => ({ value: String(y), label: String(y) })),
  ];
}

/** Only the last 4 digits are shown. */
export function cardLast4(cardNo: string | number | null | undefined): string {
  const digits = String(cardNo ?? '').replace(/\D/g, '');
  return digits.slice(-4);
}

/** is_default_card 1 = default. */
export function isDefaultCard(card: { is_default_card?: number | boolean | null }): boolean {
  return card.is_default_card === 1 || card.is_default_card === true;
}

/** Confirmation text of the delete overlay (spec 2 §8). */
export const CARD_TEXTS = {
  deleteQuestion: 'Are you sure you want to delete this credit card?',
  confirmDelete: 'Yes, Delete',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
} as const;

/** The digits of a typed card number (spaces and dashes dropped). */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** Luhn checksum (every card number of the 4 brands carries one). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month (UTC, as the payment services read it). */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}
