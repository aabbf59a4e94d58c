// Vehicle fitment and vehicle-finder filters. Spec 1 §2 "Vehicle-specific collection page", §5 "Vehicle fitting", "Filters".
// Not in the shared runtime: the catalogue's finder is its main user, so each bundle takes what it uses,
// and reaches the runtime's part through its name, like every module outside it.
import { VEHICLE_LIMITS, classifyEnclosureSku, type EnclosureKind } from '@storefront/shared-domain/runtime';

export interface FitmentProduct {
  sku?: string;
  category?: string | null;
  properties?: {
    Make?: string;
    Model?: string;
    'Start Year'?: string | number;
    'End Year'?: string | number;
    Size?: string;
    'Subwoofer Size'?: string;
  };
}

export interface FitmentVehicle {
  year?: number;
  make?: string;
  model?: string;
}

/**
 * The vehicles an enclosure fits, as its card and its product page say it: '2015-2020 Ford F-150 / F-250' (an open
 * End Year reads 'Up', the bar-separated models are joined with ' / '). Null for a product without a make.
 */
export function fitmentRangeText(properties: FitmentProduct['properties']): string | null {
  if (!properties?.Make) return null;
  const start = properties['Start Year'];
  const end = properties['End Year'];
  const years = start ? `${start}-${end ? end : 'Up'}` : '';
  const models = (properties.Model ?? '')
    .split('|')
    .map((model) => model.trim())
    .filter(Boolean)
    .join(' / ');
  return [years, properties.Make, models].filter(Boolean).join(' ');
}

/** '2018 Ford F-150' (the parts the vehicle has). */
export function vehicleLabel(vehicle: FitmentVehicle): string {
  return [vehicle.year, vehicle.make, vehicle.model]
    .filter((part) => part !== undefined && part !== null && part !== '')
    .join(' ');
}

export type EnclosureTypeFilter = 'Empty' | 'Loaded';

export interface VehicleFinderFilters {
  type?: EnclosureTypeFilter | null;
  sizes?: readonly string[];
}

export const ENCLOSURE_CATEGORY_BY_TYPE: Readonly<Record<EnclosureTypeFilter, string>> = {
  Empty: 'empty-subwoofer-enclosures',
  Loaded: 'loaded-subwoofer-enclosures',
};

/** Size choices of the filter panel (spec 1 §2), as shown. */
export const VEHICLE_FINDER_SIZES = ['8"', '10"', '12"'] as const;
export const VEHICLE_FINDER_TYPES: readonly EnclosureTypeFilter[] = ['Empty', 'Loaded'];

/** Texts of the vehicle-specific collection page (spec 1 §2). */
export const VEHICLE_FINDER_TEXTS = {
  title: 'Vehicle Specific Subwoofer Enclosures',
  heading: 'Find what Fits your vehicle',
  breadcrumbSection: 'Vehicle Specific Enclosures',
  selectYear: 'Select Year',
  selectMake: 'Select Make',
  selectModel: 'Select Model',
  enclosureTypeFilter: 'Enclosure Type',
  sizesFilter: 'Sizes',
  noItems: 'No items found, try removing a filter',
} as const;

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function toYear(value: string | number | undefined): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isInteger(n) ? n : null;
}

/**
 * A product fits when (each only if chosen): the year is between Start Year and End Year inclusive; the make equals the
 * product's Make; the model equals any of the bar-separated models.
 * CHOICES: text compares trimmed and case-insensitively; a chosen year needs a readable Start Year (else no fit), and a
 * missing or unreadable End Year means "and up" (open-ended, as in FORD-2009-UP); nothing chosen means it fits.
 */
export function fitsVehicle(product: FitmentProduct, vehicle: FitmentVehicle): boolean {
  const props = product?.properties ?? {};
  if (vehicle.year !== undefined && vehicle.year !== null) {
    const start = toYear(props['Start Year']);
    if (start === null) return false;
    const end = toYear(props['End Year']);
    if (vehicle.year < start) return false;
    if (end !== null && vehicle.year > end) return false;
  }
  if (vehicle.make) {
    if (!props.Make || !sameText(props.Make, vehicle.make)) return false;
  }
  if (vehicle.model) {
    const models = (props.Model ?? '').split('|').filter((m) => m.trim() !== '');
    if (!models.some((m) => sameText(m, vehicle.model as string))) return false;
  }
  return true;
}

/**
 * Sizes compare equal ignoring punctuation, case and an inch unit: '12"', '12 in', '12-inch', '12in', '12' and '12.0'
 * are all '12'. A decimal point between digits is kept ('6.5"' -> '6.5').
 */
export function normalizeSize(size: string | number | null | undefined): string {
  if (size === null || size === undefined) return '';
  let s = String(size).toLowerCase().trim();
  s = s.replace(/(\d)[\s-]*(inches|inch|in)\b\.?/g, '$1');
  s = s.replace(/[^a-z0-9.]/g, '').replace(/(?<!\d)\.|\.(?!\d)/g, '');
  if (/^\d+(\.\d+)?$/.test(s)) s = String(Number(s));
  return s;
}

export function sizesEqual(a: string | number | null | undefined, b: string | number | null | undefined): boolean {
  const na = normalizeSize(a);
  return na !== '' && na === normalizeSize(b);
}

/** The product's subwoofer size: 'Subwoofer Size', else 'Size'. */
export function productSubwooferSize(product: FitmentProduct): string | undefined {
  return product?.properties?.['Subwoofer Size'] ?? product?.properties?.Size;
}

/** Kind of enclosure: from category, else (CHOICE) from the sku classification. */
export function enclosureKindOf(product: FitmentProduct): EnclosureKind | null {
  if (product.category === ENCLOSURE_CATEGORY_BY_TYPE.Empty) return 'empty';
  if (product.category === ENCLOSURE_CATEGORY_BY_TYPE.Loaded) return 'loaded';
  return product.sku ? classifyEnclosureSku(product.sku) : null;
}

/** Type Empty keeps only empty enclosures, Loaded only loaded; sizes keep products whose size equals a selected one. */
export function matchesVehicleFilters(product: FitmentProduct, filters: VehicleFinderFilters): boolean {
  if (filters.type) {
    const wanted: EnclosureKind = filters.type === 'Empty' ? 'empty' : 'loaded';
    if (enclosureKindOf(product) !== wanted) return false;
  }
  const sizes = (filters.sizes ?? []).filter((s) => normalizeSize(s) !== '');
  if (sizes.length > 0) {
    const own = productSubwooferSize(product);
    if (!sizes.some((s) => sizesEqual(s, own))) return false;
  }
  return true;
}

/** Applies vehicle fitment and filters, keeping order. */
export function filterVehicleProducts<T extends FitmentProduct>(
  products: readonly T[],
  vehicle: FitmentVehicle,
  filters: VehicleFinderFilters = {},
): T[] {
  return products.filter((p) => fitsVehicle(p, vehicle) && matchesVehicleFilters(p, filters));
}

/** 'N products' or 'N product'. */
export function productCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

/** Mobile heading 'All {make model} Enclosures'; null without a make. */
export function vehicleMobileHeading(make?: string | null, model?: string | null): string | null {
  const words = [make, model].map((w) => (w ?? '').trim()).filter(Boolean);
  if (!make || words.length === 0) return null;
  return `All ${words.join(' ')} Enclosures`;
}

export interface VehicleFinderState {
  year?: number | null;
  make?: string | null;
  model?: string | null;
}

/** Make dropdown: once a year is chosen with makes available, or a make is set. Model: once a make is chosen and models exist. */
export function vehicleDropdownVisibility(
  state: VehicleFinderState,
  available: { makes: number; models: number },
): { make: boolean; model: boolean } {
  const make = (Boolean(state.year) && available.makes > 0) || Boolean(state.make);
  const model = Boolean(state.make) && available.models > 0;
  return { make, model };
}

/** Choosing a year or make removes the model (the make stays when only the year changes). */
export function chooseVehicleField(
  state: VehicleFinderState,
  field: 'year' | 'make' | 'model',
  value: number | string | null,
): VehicleFinderState {
  if (field === 'year') return { ...state, year: value === null ? null : Number(value), model: null };
  if (field === 'make') return { ...state, make: value === null ? null : String(value), model: null };
  return { ...state, model: value === null ? null : String(value) };
}

export interface VehicleFinderQuery extends VehicleFinderState {
  type?: EnclosureTypeFilter | null;
  sizes?: string[];
}

/** A vehicle year as the catalog service accepts it: four digits (trimmed), 1900 to 2100; else null. */
export function vehicleYearFromText(value: string | null | undefined): number | null {
  const text = (value ?? '').trim();
  if (!VEHICLE_LIMITS.yearPattern.test(text)) return null;
  const year = Number(text);
  return year >= VEHICLE_LIMITS.minYear && year <= VEHICLE_LIMITS.maxYear ? year : null;
}

/**
 * A make or model as the catalog service accepts it: trimmed, at most 60 characters, a letter or digit first, then
 * letters, digits, spaces and . & ' - /; else null.
 */
export function vehicleTextFromText(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '' || text.length > VEHICLE_LIMITS.textMaxLength) return null;
  return VEHICLE_LIMITS.textPattern.test(text) ? text : null;
}

/**
 * Reads type, vehicle_year, vehicle_make, vehicle_model and sizes (comma-separated) from a query string. A year, make or
 * model the catalog service would refuse (VEHICLE_LIMITS) is ignored, as are an unknown type and blank sizes.
 */
export function parseVehicleFinderQuery(search: string): VehicleFinderQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const out: VehicleFinderQuery = {};
  const type = params.get('type');
  if (type && sameText(type, 'Empty')) out.type = 'Empty';
  else if (type && sameText(type, 'Loaded')) out.type = 'Loaded';
  const year = vehicleYearFromText(params.get('vehicle_year'));
  if (year !== null) out.year = year;
  const make = vehicleTextFromText(params.get('vehicle_make'));
  if (make !== null) out.make = make;
  const model = vehicleTextFromText(params.get('vehicle_model'));
  if (model !== null) out.model = model;
  // 'sizes=8,10' as the page writes it, or 'sizes=8&sizes=10' as its filters' form sends it without JavaScript.
  const sizes = params
    .getAll('sizes')
    .join(',')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (sizes.length) out.sizes = sizes;
  return out;
}

/** Writes the finder state back, omitting empty fields; '' when nothing is set. */
export function buildVehicleFinderQuery(query: VehicleFinderQuery): string {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.year) params.set('vehicle_year', String(query.year));
  if (query.make) params.set('vehicle_make', query.make);
  if (query.model) params.set('vehicle_model', query.model);
  if (query.sizes && query.sizes.length) params.set('sizes', query.sizes.join(','));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Texts of the fit claim on cards. CHOICE: the partial-vehicle text. */
export const FIT_CLAIM_TEXTS = {
  fits: (vehicle: string) => `Fits your ${vehicle}`,
  chooseModel: 'Choose your model to check fit',
} as const;

export type FitClaim = { kind: 'fits'; text: string } | { kind: 'choose-model'; text: string } | null;

/**
 * What a card may say about the shopper's vehicle. A fit is claimed only with year, make and model all chosen and
 * matching (a 2016 Chevrolet alone says nothing about a Colorado box versus a Camaro box). With year and make but no
 * model, a product of that make and year asks for the model; anything else (no vehicle, a product without fitment data,
 * a product for another make or year) says nothing.
 */
export function vehicleFitClaim(product: FitmentProduct, vehicle: FitmentVehicle | null | undefined): FitClaim {
  if (!vehicle || !vehicle.year || !vehicle.make || !product?.properties?.Make) return null;
  const { year, make, model } = vehicle;
  if (!fitsVehicle(product, { year, make })) return null;
  if (!model) return { kind: 'choose-model', text: FIT_CLAIM_TEXTS.chooseModel };
  return fitsVehicle(product, { year, make, model })
    ? { kind: 'fits', text: FIT_CLAIM_TEXTS.fits(vehicleLabel({ year, make, model })) }
    : null;
}

/** The entry of a catalogue list that a typed or linked value means, compared case-insensitively ('ford' -> 'Ford'). */
export function catalogueSpelling(list: readonly string[], value: string | null | undefined): string | null {
  if (!value || !value.trim()) return null;
  return list.find((entry) => sameText(entry, value)) ?? null;
}

/**
 * The selection the catalogue can show: a make the year's make list does not offer is dropped
 * with its model, a model the make's model list does not offer is dropped, and what stays takes the catalogue's
 * spelling. A list not known yet (undefined or null: still loading or failed) changes nothing.
 */
export function reconcileVehicleSelection(
  state: VehicleFinderState,
  lists: { makes?: readonly string[] | null; models?: readonly string[] | null },
): VehicleFinderState {
  const next: VehicleFinderState = { year: state.year ?? null, make: state.make ?? null, model: state.model ?? null };
  if (next.make && lists.makes) {
    next.make = catalogueSpelling(lists.makes, next.make);
    if (!next.make) next.model = null;
  }
  if (next.make && next.model && lists.models) next.model = catalogueSpelling(lists.models, next.model);
  return next;
}

/**
 * The vehicle page's description line: it reads as a sentence for every partial vehicle. CHOICES:
 * 'that fit 2018 vehicles' (year only), 'that fit Ford vehicles', 'that fit 2018 Ford vehicles', 'that fit any F-150'
 * (model without make, from a link), 'that fit the Ford F-150', 'that fit the 2018 Ford F-150'; null without a vehicle.
 */
export function vehicleFinderDescription(
  query: Pick<VehicleFinderQuery, 'year' | 'make' | 'model' | 'type'>,
  total: number,
): string | null {
  const year = query.year ? String(query.year) : '';
  const make = (query.make ?? '').trim();
  const model = (query.model ?? '').trim();
  if (!year && !make && !model) return null;
  const words = (...parts: string[]) => parts.filter(Boolean).join(' ');
  let vehicle: string;
  if (make && model) vehicle = `the ${words(year, make, model)}`;
  else if (model) vehicle = `any ${words(year, model)}`;
  else vehicle = `${words(year, make)} vehicles`;
  const kind = query.type ? `${query.type} subwoofer enclosures` : 'Subwoofer enclosures';
  return `${kind} that fit ${vehicle}: ${productCountLabel(total)}.`;
}
