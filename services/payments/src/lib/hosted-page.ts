// The hosted card fields: the page the store frames. It is rendered here, on the provider's origin, so the card number
// and CVC are typed into a document the store's scripts cannot read; its script (public/card-fields.js) talks to the
// store page only through postMessage, to the one origin that framed it.
import { ERROR_TEXTS, cardBrand, expiryMonthOptions, expiryYearOptions } from '@storefront/shared-domain';
import type { SelectOption } from '@storefront/shared-domain';

export const FIELD_TEXTS = {
  number: 'Card number',
  expMonth: 'Expiry month',
  expYear: 'Expiry year',
  cvc: 'Security code (CVC)',
  required: ERROR_TEXTS.required,
  invalid_number: 'Enter a valid card number.',
  unsupported_brand: 'We accept Visa, Mastercard, American Express and Discover.',
  invalid_cvc: 'Enter the 3 or 4 digit security code.',
  expired_card: 'This card has expired.',
  unavailable: 'The card could not be checked. Please try again.',
  testHint:
    'Test payments: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0119 fails; any future expiry and any 3-digit CVC.',
} as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The spec's brand rule, from the shared rule itself: first digit → brand name. */
const BRANDS = Object.fromEntries(['3', '4', '5', '6'].map((d) => [d, cardBrand(d)]));

const options = (list: readonly SelectOption[]) =>
  list.map((o) => `<option value="${escapeHtml(o.value)}">${escapeHtml(o.label)}</option>`).join('');

function field(id: string, label: string, control: string, extra = '') {
  return `<div class="field field-${id}"><label for="${id}">${escapeHtml(label)}</label>${control}${extra}<p class="error" id="${id}-error" hidden></p></div>`;
}

export interface HostedPageInput {
  publishableKey: string;
  parentOrigin: string;
  now: Date;
}

export function renderCardFieldsPage({ publishableKey, parentOrigin, now }: HostedPageInput): string {
  const data = escapeHtml(
    JSON.stringify({ pk: publishableKey, parent: parentOrigin, brands: BRANDS, texts: FIELD_TEXTS }),
  );
  const number = `<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" aria-describedby="brand number-error" data-testid="payments-card-number">`;
  const brand = `<span class="brand" id="brand" aria-live="polite" data-testid="payments-card-brand"></span>`;
  const month = `<select id="exp-month" name="exp-month" autocomplete="cc-exp-month" aria-describedby="exp-month-error" data-testid="payments-exp-month">${options(expiryMonthOptions())}</select>`;
  const year = `<select id="exp-year" name="exp-year" autocomplete="cc-exp-year" aria-describedby="exp-year-error" data-testid="payments-exp-year">${options(expiryYearOptions(now))}</select>`;
  const cvc = `<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" aria-describedby="cvc-error" data-testid="payments-cvc">`;
  return `<!doctype html>
<html lang="en" data-config="${data}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title><link rel="stylesheet" href="/hosted/card-fields.css"></head>
<body><form id="card" novalidate autocomplete="on">
${field('number', FIELD_TEXTS.number, number, brand)}
<div class="row">${field('exp-month', FIELD_TEXTS.expMonth, month)}${field('exp-year', FIELD_TEXTS.expYear, year)}${field('cvc', FIELD_TEXTS.cvc, cvc)}</div>
<p class="hint" data-testid="payments-test-hint">${escapeHtml(FIELD_TEXTS.testHint)}</p>
</form><script type="module" src="/hosted/card-fields.js"></script></body></html>`;
}

/**
 * The page's own policy: nothing but this origin's script and style, no form posts anywhere, and only the store's
 * origins may frame it.
 */
export function cardFieldsPolicy(storeOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${storeOrigins.length ? storeOrigins.join(' ') : "'none'"}`,
  ].join('; ');
}
