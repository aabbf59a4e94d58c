// The locator's search lives in the address (?zip= or ?city=&state=, plus &radius=) so a search can be shared.
// Pure: reading the address into a search and checking what the visitor typed.
import { ADDRESS_RULES, DEALER_LOCATOR } from '@storefront/shared-domain';
import { LOCATOR_RADII_MILES, locatorPlaceParams, type DealerLocatorArgs, type LocatorRadius } from '../../api/dealer';

/** The service's default radius (shared-domain DEALER_LOCATOR). */
export const DEFAULT_RADIUS: LocatorRadius = DEALER_LOCATOR.defaultRadiusMiles;

export type LocatorMode = 'zip' | 'city';

export interface LocatorForm {
  mode: LocatorMode;
  zip: string;
  city: string;
  state: string;
  radius: LocatorRadius;
}

export const LOCATOR_FIELD_ERRORS = {
  zip: 'Enter a 5-digit ZIP code.',
  city: 'Enter a city.',
  state: 'Enter a 2-letter state code.',
} as const;

export type LocatorFieldErrors = Partial<Record<'zip' | 'city' | 'state', string>>;

const ZIP = ADDRESS_RULES.usZipPattern;
const STATE = ADDRESS_RULES.twoLetterCodePattern;

function radiusOf(value: string | null): LocatorRadius {
  const n = Number(value);
  return (LOCATOR_RADII_MILES as readonly number[]).includes(n) ? (n as LocatorRadius) : DEFAULT_RADIUS;
}

/** The form as the address describes it (a bad or missing value falls back to an empty field). */
export function formFromSearch(search: URLSearchParams): LocatorForm {
  const hasCity = search.has('city') || search.has('state');
  return {
    mode: !search.has('zip') && hasCity ? 'city' : 'zip',
    zip: search.get('zip') ?? '',
    city: search.get('city') ?? '',
    state: search.get('state') ?? '',
    radius: radiusOf(search.get('radius')),
  };
}

/** Field errors of the form; empty when it can be searched. */
export function validateLocatorForm(form: LocatorForm): LocatorFieldErrors {
  if (form.mode === 'zip') return ZIP.test(form.zip.trim()) ? {} : { zip: LOCATOR_FIELD_ERRORS.zip };
  const errors: LocatorFieldErrors = {};
  if (form.city.trim() === '') errors.city = LOCATOR_FIELD_ERRORS.city;
  if (!STATE.test(form.state.trim())) errors.state = LOCATOR_FIELD_ERRORS.state;
  return errors;
}

/** The search for a valid form (ZIP+4 searched by its 5 digits, the state upper-cased); null when invalid. */
export function searchArgsOf(form: LocatorForm): DealerLocatorArgs | null {
  if (Object.keys(validateLocatorForm(form)).length > 0) return null;
  if (form.mode === 'zip') return { zip: form.zip.trim().slice(0, 5), radius: form.radius };
  return { city: form.city.trim(), state: form.state.trim().toUpperCase(), radius: form.radius };
}

/** The address query of a search: 'zip=33606&radius=250' or 'city=Tampa&state=FL&radius=250'. */
export function searchParamsOf(args: DealerLocatorArgs): URLSearchParams {
  const params = locatorPlaceParams(args);
  params.set('radius', String(args.radius ?? DEFAULT_RADIUS));
  return params;
}
