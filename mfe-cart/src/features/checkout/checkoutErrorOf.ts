// What a refused order means for the form: a card the service refused (402) is shown next to the payment; an
// out-of-stock answer lists what is left of each line; anything else marks the fields the service names and shows its
// message above the button.
import type { Path } from 'react-hook-form';
import { apiErrorCode, apiErrorDetails, apiErrorMessage, apiErrorStatus } from '@storefront/shared-domain';
import { formFieldOf, type CheckoutValues } from './checkoutForm';
import { CHECKOUT_TEXTS } from './checkoutTexts';

export type CheckoutError =
  | { kind: 'payment'; message: string }
  | { kind: 'form'; message: string; fields: Array<[Path<CheckoutValues>, string]> };

/** Validation details of the service as [field path, message] pairs (array of {path|field, message} or a map). */
function detailPairs(details: unknown): Array<[string, string]> {
  if (Array.isArray(details)) {
    return details.flatMap((d) => {
      const entry = d as { path?: unknown; field?: unknown; message?: unknown };
      const path = Array.isArray(entry.path) ? entry.path.join('.') : (entry.path ?? entry.field);
      return typeof path === 'string' && typeof entry.message === 'string'
        ? [[path, entry.message] as [string, string]]
        : [];
    });
  }
  if (details && typeof details === 'object') {
    return Object.entries(details as Record<string, unknown>).flatMap(([path, message]) =>
      typeof message === 'string' ? [[path, message] as [string, string]] : [],
    );
  }
  return [];
}

export function checkoutErrorOf(error: unknown): CheckoutError {
  const message = apiErrorMessage(error);
  const details = apiErrorDetails(error);
  if (apiErrorStatus(error) === 402) return { kind: 'payment', message };
  if (apiErrorCode(error) === 'out_of_stock') {
    const list = Array.isArray(details)
      ? details
          .filter((d): d is { sku: string; available: number } => typeof (d as { sku?: unknown })?.sku === 'string')
          .map((d) => CHECKOUT_TEXTS.outOfStock(d.sku, Number(d.available) || 0))
      : [];
    return { kind: 'form', message: [message, ...list].join(' '), fields: [] };
  }
  const fields = detailPairs(details).flatMap(([path, fieldMessage]) => {
    const field = formFieldOf(path);
    return field ? [[field as Path<CheckoutValues>, fieldMessage] as [Path<CheckoutValues>, string]] : [];
  });
  return { kind: 'form', message, fields };
}
