// The store never receives card data (the provider's hosted fields tokenise it; README "Card data and PCI scope").
// A write that carries some anyway is refused before its body is parsed into anything, logged or stored: this is
// the check, a pure function over the parsed JSON, and the middleware that answers 400 card_data_refused.
import type { RequestHandler } from 'express';
import { passesLuhn } from '@storefront/shared-domain';
import { errorBody } from './errors';

/** Keys that only card data goes under. */
const CARD_KEYS = /^(card_?number|cardnum|number|pan|cvc|cvv|cvc2|cvv2|security_?code|card_?code)$/i;
const PAN_TEXT = /^[\d -]{13,23}$/;

/** A whole value that reads as a card number: 13 to 19 digits (spaces or dashes between), Luhn-valid. */
export function looksLikeCardNumber(value: unknown): boolean {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !PAN_TEXT.test(text)) return false;
  const digits = text.replace(/[ -]/g, '');
  return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
}

/** The path of the first card field or card number in a parsed body, or null. */
export function findCardData(value: unknown, path = '', depth = 0): string | null {
  if (looksLikeCardNumber(value)) return path || '(body)';
  if (value === null || typeof value !== 'object' || depth > 8) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CARD_KEYS.test(key) && inner !== undefined && inner !== null && inner !== '') return at;
    const found = findCardData(inner, at, depth + 1);
    if (found) return found;
  }
  return null;
}

export const CARD_DATA_REFUSED = {
  code: 'card_data_refused',
  message: 'Card numbers and security codes are not accepted here: send the token the card fields gave you',
} as const;

/**
 * After the JSON body parser: a body holding card data is answered 400 `card_data_refused` (naming the field, never
 * its value) and dropped, so no handler, log line or error body can carry it further.
 */
export const refuseCardData: RequestHandler = (req, res, next) => {
  const field = findCardData(req.body);
  if (!field) return next();
  req.body = undefined;
  res
    .status(400)
    .json({ error: { ...errorBody(CARD_DATA_REFUSED.code, CARD_DATA_REFUSED.message).error, details: [{ field }] } });
};
