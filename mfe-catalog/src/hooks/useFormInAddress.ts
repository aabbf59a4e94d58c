// A tool's inputs in the address, so a design can be bookmarked and shared: every field whose value differs
// from its default is one short query parameter. The address follows the form as the user types, debounced and
// replacing the entry (typing is not history), and the form starts from it on load. A parameter the field would not
// accept is ignored (the field keeps its default); parameters the form does not own (tracking, ...) are left alone.
import { useDebouncedValue } from '@storefront/shared-domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface AddressField {
  /** The query parameter: short, and stable once published (bookmarks hold it). */
  readonly param: string;
  /** Whether a value read from the address is one the field accepts. */
  readonly accepts: (text: string) => boolean;
}

export type AddressFields<V extends Record<string, string>> = { readonly [K in keyof V]: AddressField };

/** CHOICE: long enough that a typed number is written once, short enough that a quick bookmark has it. */
export const ADDRESS_WRITE_DELAY_MS = 400;

const keysOf = <V>(fields: { readonly [K in keyof V]: unknown }) => Object.keys(fields) as Array<keyof V>;

type FieldSchemas<V> = { readonly [K in keyof V]: { safeParse: (text: string) => { success: boolean } } };

/**
 * A form's address fields: `params` names each field's parameter (in the order the address lists them); a field is
 * accepted when the form's own schema (`shape`) would accept the value, unless `checks` names another check.
 */
export function addressFieldsOf<V extends Record<string, string>>(
  shape: FieldSchemas<V>,
  params: { readonly [K in keyof V]: string },
  checks: Partial<Record<keyof V, AddressField['accepts']>> = {},
): AddressFields<V> {
  const fields = {} as Record<keyof V, AddressField>;
  for (const key of keysOf(params)) {
    fields[key] = { param: params[key], accepts: checks[key] ?? ((text) => shape[key].safeParse(text).success) };
  }
  return fields;
}

/** The defaults, with each field the address gives an accepted value for. */
export function valuesFromAddress<V extends Record<string, string>>(
  params: URLSearchParams,
  fields: AddressFields<V>,
  defaults: V,
): V {
  const values = { ...defaults };
  for (const key of keysOf(fields)) {
    const text = params.get(fields[key].param);
    if (text !== null && fields[key].accepts(text)) values[key] = text as V[keyof V];
  }
  return values;
}

/** `previous` with the form's parameters replaced: one per accepted value that is not its field's default. */
export function addressWithValues<V extends Record<string, string>>(
  previous: URLSearchParams,
  values: Partial<V>,
  fields: AddressFields<V>,
  defaults: V,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const key of keysOf(fields)) {
    const { param, accepts } = fields[key];
    next.delete(param);
    const text = values[key];
    if (typeof text === 'string' && text !== defaults[key] && accepts(text)) next.set(param, text);
  }
  return next;
}

/** The form's starting values: read from the address once, on mount. */
export function useValuesFromAddress<V extends Record<string, string>>(fields: AddressFields<V>, defaults: V): V {
  const [params] = useSearchParams();
  const [initial] = useState(() => valuesFromAddress(params, fields, defaults));
  return initial;
}

/** Keeps the address in step with the form's values, once they have stopped changing for ADDRESS_WRITE_DELAY_MS. */
export function useValuesInAddress<V extends Record<string, string>>(
  values: Partial<V>,
  fields: AddressFields<V>,
  defaults: V,
): void {
  const [params, setParams] = useSearchParams();
  const wanted = addressWithValues(params, values, fields, defaults).toString();
  const settled = useDebouncedValue(wanted, ADDRESS_WRITE_DELAY_MS);
  useEffect(() => {
    // Only once the debounce has caught up: a stale value must not overwrite a newer address.
    if (settled === wanted && settled !== params.toString()) {
      setParams(new URLSearchParams(settled), { replace: true });
    }
  }, [settled, wanted, params, setParams]);
}
