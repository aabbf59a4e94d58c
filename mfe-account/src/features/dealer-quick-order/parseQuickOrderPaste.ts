// The quick-order paste box: many 'SKU, quantity' lines at once (copied from a spreadsheet, an email or typed).
// Pure: it only reads the text; looking the SKUs up in the catalogue is the screen's job.
import { QUANTITY_LIMITS, isValidCartQuantity } from '@storefront/shared-domain';

export interface PastedLine {
  /** The SKU as typed (trimmed); the catalogue's lookup is case-insensitive. */
  sku: string;
  /** Summed over every line naming the same SKU; 1 to 1000. */
  quantity: number;
  /** 1-based number of the first line that named this SKU (for later per-line errors such as an unknown SKU). */
  line: number;
}

export interface PasteError {
  /** 1-based line number in the pasted text (blank lines count). */
  line: number;
  /** The line as pasted, trimmed. */
  text: string;
  message: string;
}

export interface ParsedPaste {
  lines: PastedLine[];
  errors: PasteError[];
}

export const PASTE_MESSAGES = {
  quantity: (line: number) =>
    `Line ${line}: quantity must be a whole number from ${QUANTITY_LIMITS.min} to ${QUANTITY_LIMITS.cartMax}`,
  missingSku: (line: number) => `Line ${line}: missing SKU`,
  tooManyValues: (line: number) => `Line ${line}: expected 'SKU, quantity'`,
  sumTooLarge: (line: number, sku: string) =>
    `Line ${line}: total quantity of ${sku} would be more than ${QUANTITY_LIMITS.cartMax}`,
  unknownSku: (line: number, sku: string) => `Line ${line}: unknown SKU ${sku}`,
} as const;

/** Comma, semicolon and tab separate the SKU from the quantity; spaces only when nothing else does. */
const FIELD_SEPARATOR = /[,;\t]/;
/** A token that is meant as a quantity (even an invalid one: '-2', '2.5', '+3'). */
const NUMBER_LIKE = /^[+-]?\d+([.,]\d+)?$/;
const WHOLE_NUMBER = /^\d+$/;
/** A spreadsheet header row ('SKU, Qty') on the first non-blank line is skipped. */
const HEADER_SKU = /^(sku|item|part( ?(no|number|#))?)$/i;
const HEADER_QUANTITY = /^(qty|quantity|quantities|amount)$/i;

type Split = { sku: string; quantity: string | null } | { error: 'too-many' };

/**
 * 'SKU, 2', 'SKU;2' and 'SKU<TAB>2' split on the separator. Without one, a trailing number after a space is the
 * quantity ('SA-12 D2 3' -> 'SA-12 D2' x 3) and otherwise the whole line is the SKU (SKUs may contain spaces:
 * 'SA-12 D2'). CHOICE: a SKU that ends in a space and a bare number must be pasted with a comma.
 */
function splitLine(text: string): Split {
  if (FIELD_SEPARATOR.test(text)) {
    const [first, ...rest] = text.split(FIELD_SEPARATOR).map((part) => part.trim());
    const values = rest.filter((part) => part !== '');
    if (values.length > 1) return { error: 'too-many' };
    return { sku: first, quantity: values[0] ?? null };
  }
  const tokens = text.split(/\s+/);
  const last = tokens[tokens.length - 1];
  if (tokens.length > 1 && NUMBER_LIKE.test(last)) {
    return { sku: tokens.slice(0, -1).join(' '), quantity: last };
  }
  return { sku: tokens.join(' '), quantity: null };
}

function parseQuantity(text: string | null): number | null {
  if (text === null) return QUANTITY_LIMITS.min;
  if (!WHOLE_NUMBER.test(text)) return null;
  const n = Number(text);
  return isValidCartQuantity(n) ? n : null;
}

/**
 * Parses pasted 'SKU, quantity' lines (also tab or space separated; quantity optional = 1; blank lines ignored).
 * Lines naming the same SKU (case-insensitive) are summed into one, kept at the position of the first.
 */
export function parseQuickOrderPaste(text: string): ParsedPaste {
  const lines: PastedLine[] = [];
  const errors: PasteError[] = [];
  const byKey = new Map<string, PastedLine>();
  let seenContent = false;

  (typeof text === 'string' ? text : '').split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const fail = (message: string) => errors.push({ line, text: trimmed, message });

    const split = splitLine(trimmed);
    const isFirst = !seenContent;
    seenContent = true;
    if ('error' in split) return fail(PASTE_MESSAGES.tooManyValues(line));
    if (isFirst && HEADER_SKU.test(split.sku) && (split.quantity === null || HEADER_QUANTITY.test(split.quantity))) {
      return;
    }
    if (split.sku === '') return fail(PASTE_MESSAGES.missingSku(line));
    const quantity = parseQuantity(split.quantity);
    if (quantity === null) return fail(PASTE_MESSAGES.quantity(line));

    const key = split.sku.toUpperCase();
    const existing = byKey.get(key);
    if (!existing) {
      const entry = { sku: split.sku, quantity, line };
      byKey.set(key, entry);
      lines.push(entry);
      return;
    }
    if (!isValidCartQuantity(existing.quantity + quantity)) return fail(PASTE_MESSAGES.sumTooLarge(line, existing.sku));
    existing.quantity += quantity;
  });

  return { lines, errors };
}
