// The catalog area's back-office API types (shared by its service and its remote's ./Admin), and the rules both check:
// the price and stock fields of the product and variant forms, and the fitment CSV (format in docs/fitment-import.md).
import { VEHICLE_LIMITS } from '../constants';
import type { PreorderInfo } from '../types/catalog';

/** One row of the products list. Prices in dollars with cents, as the catalogue stores them. */
export interface AdminProductRow {
  sku: string;
  name: string;
  category: string;
  price: number;
  /** What can be sold now (reservations taken off). */
  availableQuantity: number;
  currentlyInStock: boolean;
  isDiscontinued: boolean;
  preorderEnabled: boolean;
  /** How many variants the product offers (1: the product is its own variant). */
  variantCount: number;
}

/** The price fields staff edit on a product (the product model's names). */
export interface AdminPriceFields {
  price: number;
  price_msrp: number | null;
  price_map: number | null;
  price_dealer: number | null;
}

/** Pre-order settings as a form edits them (dates YYYY-MM-DD). */
export interface AdminPreorder {
  enabled: boolean;
  inStockEtaDate: string | null;
  manualOverrideEtaDate: string | null;
}

export interface AdminVariant extends AdminPriceFields {
  sku: string;
  name: string;
  tpa_wh: number;
  lv_wh: number;
  availableQuantity: number;
  currentlyInStock: boolean;
  isDiscontinued: boolean;
  preorder: AdminPreorder;
  /** Shoppers waiting for a back-in-stock alert (email or push). */
  waitingAlerts: number;
}

export interface AdminProductDetail extends AdminVariant {
  category: string;
  /** The shop's page of the product. */
  path: string | null;
  /** The product's variants (the product itself when it has none), each editable apart. */
  variants: AdminVariant[];
}

/** PATCH /api/admin/catalogue/products/:sku: any of these. */
export type ProductPatch = Partial<AdminPriceFields & { preorder: AdminPreorder; isDiscontinued: boolean }>;

/** PATCH /api/admin/catalogue/variants/:sku: any of these. */
export type VariantPatch = Partial<
  Pick<AdminPriceFields, 'price'> & { tpa_wh: number; lv_wh: number; preorder: AdminPreorder; isDiscontinued: boolean }
>;

/** Filters of the products list (query parameters besides page and pageSize). */
export interface AdminProductFilters {
  q?: string;
  category?: string;
  stock?: 'in' | 'out';
  discontinued?: 'yes' | 'no';
}

export const CATALOGUE_ADMIN_LIMITS = {
  maxPrice: 1_000_000,
  maxStock: 1_000_000,
  searchMaxLength: 80,
  skuMaxLength: 80,
  /** The fitment CSV: its size (bytes) and lines. */
  fitmentMaxBytes: 2 * 1024 * 1024,
  fitmentMaxLines: 50_000,
} as const;

export const CATALOGUE_ADMIN_TEXTS = {
  priceInvalid: 'Enter an amount of 0 or more, with at most 2 decimals.',
  priceTooHigh: `Enter an amount under ${CATALOGUE_ADMIN_LIMITS.maxPrice.toLocaleString('en-US')}.`,
  mapOverMsrp: 'MAP cannot be more than the MSRP.',
  priceOverMsrp: 'The price cannot be more than the MSRP.',
  dealerOverMap: 'The dealer price cannot be more than MAP.',
  stockInvalid: 'Enter a whole number of 0 or more.',
  etaRequired: 'A pre-order needs the date it is expected in stock.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  inStock: 'This product is in stock: no alert is needed.',
} as const;

/** Whole cents of a dollar amount (1.1 -> 110), rounding away floating-point noise. */
export const toCents = (amount: number) => Math.round(amount * 100);

/** The error of a price field, or null: a finite amount >= 0 with at most 2 decimals, under the maximum. */
export function priceError(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return CATALOGUE_ADMIN_TEXTS.priceInvalid;
  if (Math.abs(value * 100 - toCents(value)) > 1e-6) return CATALOGUE_ADMIN_TEXTS.priceInvalid;
  if (value > CATALOGUE_ADMIN_LIMITS.maxPrice) return CATALOGUE_ADMIN_TEXTS.priceTooHigh;
  return null;
}

/** The error of a warehouse stock field, or null: a whole number >= 0. */
export function stockError(value: unknown): string | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= CATALOGUE_ADMIN_LIMITS.maxStock
    ? null
    : CATALOGUE_ADMIN_TEXTS.stockInvalid;
}

const isDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** The errors of pre-order settings, by field ('preorder.inStockEtaDate'...). */
export function preorderErrors(p: AdminPreorder): Record<string, string> {
  const errors: Record<string, string> = {};
  if (p.inStockEtaDate !== null && !isDay(p.inStockEtaDate))
    errors['preorder.inStockEtaDate'] = CATALOGUE_ADMIN_TEXTS.dateInvalid;
  else if (p.enabled && p.inStockEtaDate === null)
    errors['preorder.inStockEtaDate'] = CATALOGUE_ADMIN_TEXTS.etaRequired;
  if (p.manualOverrideEtaDate !== null && !isDay(p.manualOverrideEtaDate))
    errors['preorder.manualOverrideEtaDate'] = CATALOGUE_ADMIN_TEXTS.dateInvalid;
  return errors;
}

/**
 * The errors of the price fields as they will be stored (the patch over the current values), by field name: each price
 * valid, the price and MAP at most the MSRP, the dealer price at most MAP.
 */
export function priceErrors(prices: AdminPriceFields): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of ['price', 'price_msrp', 'price_map', 'price_dealer'] as const) {
    const value = prices[key];
    const error = value === null && key !== 'price' ? null : priceError(value);
    if (error) errors[key] = error;
  }
  if (Object.keys(errors).length > 0) return errors;
  const { price, price_msrp: msrp, price_map: map, price_dealer: dealer } = prices;
  if (msrp !== null && map !== null && toCents(map) > toCents(msrp))
    errors.price_map = CATALOGUE_ADMIN_TEXTS.mapOverMsrp;
  if (msrp !== null && toCents(price) > toCents(msrp)) errors.price = CATALOGUE_ADMIN_TEXTS.priceOverMsrp;
  if (map !== null && dealer !== null && toCents(dealer) > toCents(map))
    errors.price_dealer = CATALOGUE_ADMIN_TEXTS.dealerOverMap;
  return errors;
}

/** The form's pre-order settings from the stored ones. */
export function adminPreorderOf(info: PreorderInfo | null | undefined): AdminPreorder {
  return {
    enabled: info?.is_pre_order_enabled === true,
    inStockEtaDate: info?.in_stock_eta_date ?? null,
    manualOverrideEtaDate: info?.manual_override_eta_date ?? null,
  };
}

// ---- Fitment CSV --------------------------------------------------------------------------------------------------

/** The header row of a fitment file, in this order. */
export const FITMENT_CSV_COLUMNS = ['start_year', 'end_year', 'make', 'model', 'trim', 'sku'] as const;
export const FITMENT_CSV_HEADER = FITMENT_CSV_COLUMNS.join(',');

/** One vehicle a product fits: years inclusive (`endYear` null: "and up"), one model, an optional trim. */
export interface FitmentRow {
  startYear: number;
  endYear: number | null;
  make: string;
  model: string;
  /** '' when the product fits every trim. */
  trim: string;
  sku: string;
}

/** A line of the file as read: its 1-based line number in the file (the header is line 1). */
export interface FitmentLine {
  line: number;
  cells: string[];
}

/** The report of one bad line. */
export interface FitmentLineReport {
  line: number;
  errors: string[];
}

export interface FitmentImportSummary {
  /** Data lines in the file. */
  lines: number;
  /** Vehicle lines the file adds, and those it removes (from the products it names; the others keep theirs). */
  added: number;
  removed: number;
  unchanged: number;
  /** Products whose fitment changes. */
  products: number;
}

/** POST /api/admin/fitment/import[?dryRun=1]: the report (only bad lines) and what applying does or did. */
export interface FitmentImportResult {
  dryRun: boolean;
  applied: boolean;
  report: FitmentLineReport[];
  summary: FitmentImportSummary;
}

export const FITMENT_TEXTS = {
  header: `The first line must be the header ${FITMENT_CSV_HEADER}`,
  columns: `A line has ${FITMENT_CSV_COLUMNS.length} fields: ${FITMENT_CSV_HEADER}`,
  quote: 'A quoted field is not closed',
  empty: 'The file has no lines besides the header',
  tooBig: 'The file is larger than 2 MB',
  tooManyLines: `The file has more than ${CATALOGUE_ADMIN_LIMITS.fitmentMaxLines} lines`,
  startYear: `start_year must be a year from ${VEHICLE_LIMITS.minYear} to ${VEHICLE_LIMITS.maxYear}`,
  endYear: `end_year must be empty ("and up") or a year from ${VEHICLE_LIMITS.minYear} to ${VEHICLE_LIMITS.maxYear}`,
  reversed: 'end_year is before start_year',
  unknownSku: 'Unknown sku',
  notVehicleSpecific: 'This product is not a vehicle-specific product: the vehicle finder lists only those',
  refused: 'Nothing was imported: some lines are not right',
} as const;

/** The error of a make, model or trim, or null ('' allowed only where `optional`). */
function vehicleTextError(name: string, text: string, optional = false): string | null {
  if (text === '') return optional ? null : `${name} is empty`;
  if (text.length > VEHICLE_LIMITS.textMaxLength)
    return `${name} is longer than ${VEHICLE_LIMITS.textMaxLength} characters`;
  if (!VEHICLE_LIMITS.textPattern.test(text))
    return `${name} may hold letters, digits, spaces and . & ' - / only, starting with a letter or digit`;
  return null;
}

function yearOf(text: string): number | null {
  if (!VEHICLE_LIMITS.yearPattern.test(text)) return null;
  const year = Number(text);
  return year >= VEHICLE_LIMITS.minYear && year <= VEHICLE_LIMITS.maxYear ? year : null;
}

/** Splits CSV text into records (RFC 4180 quotes; CRLF or LF); null when a quote is left open. */
export function splitCsv(text: string): string[][] | null {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      records.push([...record, field]);
      record = [];
      field = '';
    } else field += c;
  }
  if (quoted) return null;
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

/** A row from a line's cells, with the line's errors (the sku's existence is the service's to check). */
export function fitmentRowOf(cells: readonly string[]): { row: FitmentRow | null; errors: string[] } {
  if (cells.length !== FITMENT_CSV_COLUMNS.length) return { row: null, errors: [FITMENT_TEXTS.columns] };
  const [start, end, make, model, trim, sku] = cells.map((c) => c.trim());
  const errors: string[] = [];
  const startYear = yearOf(start);
  const endYear = end === '' ? null : yearOf(end);
  if (startYear === null) errors.push(FITMENT_TEXTS.startYear);
  if (end !== '' && endYear === null) errors.push(FITMENT_TEXTS.endYear);
  if (startYear !== null && endYear !== null && endYear < startYear) errors.push(FITMENT_TEXTS.reversed);
  for (const [name, text, optional] of [
    ['make', make, false],
    ['model', model, false],
    ['trim', trim, true],
  ] as const) {
    const error = vehicleTextError(name, text, optional);
    if (error) errors.push(error);
  }
  if (sku === '') errors.push('sku is empty');
  else if (sku.length > CATALOGUE_ADMIN_LIMITS.skuMaxLength)
    errors.push(`sku is longer than ${CATALOGUE_ADMIN_LIMITS.skuMaxLength} characters`);
  if (errors.length > 0 || startYear === null) return { row: null, errors };
  return { row: { startYear, endYear, make, model, trim, sku }, errors };
}

/** The same vehicle line whatever the case and spaces ('ford' = 'Ford '). */
export function fitmentRowKey(row: FitmentRow): string {
  const k = (text: string) => text.trim().toLowerCase();
  return [row.startYear, row.endYear ?? '', k(row.make), k(row.model), k(row.trim), k(row.sku)].join('|');
}

export interface ParsedFitment {
  /** The good lines' rows with their line numbers. */
  rows: Array<{ line: number; row: FitmentRow }>;
  report: FitmentLineReport[];
  lines: number;
}

/** Reads a fitment file: header, then every line checked on its own and against the lines before it (duplicates). */
export function parseFitmentCsv(text: string): ParsedFitment {
  const records = splitCsv(text.replace(/^\uFEFF/, ''));
  if (records === null) return { rows: [], report: [{ line: 1, errors: [FITMENT_TEXTS.quote] }], lines: 0 };
  const header = (records[0] ?? []).map((c) => c.trim().toLowerCase()).join(',');
  if (header !== FITMENT_CSV_HEADER)
    return { rows: [], report: [{ line: 1, errors: [FITMENT_TEXTS.header] }], lines: 0 };
  const rows: ParsedFitment['rows'] = [];
  const report: FitmentLineReport[] = [];
  const seen = new Map<string, number>();
  let lines = 0;
  records.slice(1).forEach((cells, i) => {
    const line = i + 2;
    if (cells.length === 1 && cells[0].trim() === '') return;
    lines++;
    const { row, errors } = fitmentRowOf(cells);
    const key = row ? fitmentRowKey(row) : null;
    const first = key ? seen.get(key) : undefined;
    if (first !== undefined) errors.push(`Duplicate of line ${first}`);
    if (errors.length > 0) report.push({ line, errors });
    else if (row && key) {
      seen.set(key, line);
      rows.push({ line, row });
    }
  });
  if (lines === 0) report.push({ line: 1, errors: [FITMENT_TEXTS.empty] });
  if (lines > CATALOGUE_ADMIN_LIMITS.fitmentMaxLines) report.unshift({ line: 1, errors: [FITMENT_TEXTS.tooManyLines] });
  return { rows, report, lines };
}

const csvCell = (text: string) =>
  /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;

/** The fitment file of some rows (header first, CRLF line ends as RFC 4180 writes them). */
export function toFitmentCsv(rows: readonly FitmentRow[]): string {
  const lines = rows.map((r) =>
    [String(r.startYear), r.endYear === null ? '' : String(r.endYear), r.make, r.model, r.trim, r.sku]
      .map(csvCell)
      .join(','),
  );
  return `${[FITMENT_CSV_HEADER, ...lines].join('\r\n')}\r\n`;
}

// ---- Back-in-stock alerts (public) --------------------------------------------------------------------------------

/**
 * POST /api/products/back-in-stock: told once by email, or by a push message to this browser's push subscription (the
 * one the marketing service keeps: a message goes only to an endpoint it holds).
 */
export type BackInStockRequest = { sku: string; email: string } | { sku: string; push: { endpoint: string } };
