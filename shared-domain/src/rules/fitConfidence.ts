// Fit confidence: what every card, product page, search result, cart line and quick-order line says about a product
// for the shopper's active vehicle. One rule, so a product never reads "fits" in one place and "no data" in another.
import { isVehicleSpecificSku } from '@storefront/shared-domain/runtime';
import { LINKS } from '../routes';
import { FIT_CLAIM_TEXTS, buildVehicleFinderQuery, fitsVehicle, vehicleLabel, type FitmentProduct } from './fitment';

export type FitConfidenceKind = 'fits' | 'fits-with-notes' | 'universal' | 'does-not-fit' | 'no-data';

/** A whole vehicle: a fit is never claimed without year, make and model. Trim (or cab) only where the data has it. */
export interface FitVehicle {
  year: number;
  make: string;
  model: string;
  trim?: string;
}

export interface FitConfidenceProduct extends FitmentProduct {
  properties?: FitmentProduct['properties'] & { Trim?: string };
  vehicleFitment?: { compatibilityNotes?: string } | null;
}

export interface FitConfidence {
  kind: FitConfidenceKind;
  /** The label: 'Fits your 2018 Ford F-150', 'Fits with notes', 'Universal', 'Does not fit your ...', 'No fit data'. */
  text: string;
  /** Conditions of a fit, in full (the product page lists them; cards show the label only). */
  notes: string[];
}

export const FIT_CONFIDENCE_TEXTS = {
  fits: FIT_CLAIM_TEXTS.fits,
  fitsWithNotes: 'Fits with notes',
  universal: 'Universal',
  doesNotFit: (vehicle: string) => `Does not fit your ${vehicle}`,
  noData: 'No fit data',
  /** The note of a product made for one trim or cab when the shopper's vehicle does not say which it is. */
  trimOnly: (trim: string) => `Made for the ${trim} only: check your vehicle's cab or trim.`,
  /** The listing filter. */
  onlyWhatFits: (vehicle: string) => `Only what fits my ${vehicle}`,
  /** The link of a "does not fit" label to the vehicle's own listing. */
  seeWhatFits: (vehicle: string) => `See what fits your ${vehicle}`,
} as const;

/**
 * Products whose fit does not depend on the vehicle (amplifiers, subwoofers, wiring, fuses, batteries, generic boxes,
 * sound deadening). Speakers (their size and depth depend on the door), marine and pro audio gear and bundles have no
 * fit data for a car.
 */
export const UNIVERSAL_FIT_CATEGORIES: readonly string[] = [
  'car-subwoofers',
  'car-amplifiers',
  'car-audio-batteries',
  'car-audio-installation-accessories-wiring-equipment',
  'amplifier-wiring-kits',
  'speaker-wire',
  'rca-interconnect-patch-cables-and-adapters',
  'fuse-holders-and-fuses',
  'subwoofer-enclosures-boxes',
  'sound-deadening',
  // Enclosures without fitment data that are not vehicle-specific skus: generic boxes.
  'empty-subwoofer-enclosures',
  'loaded-subwoofer-enclosures',
];

function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The vehicle as a whole vehicle, or null when a part is missing. */
export function toFitVehicle(vehicle: Partial<FitVehicle> | null | undefined): FitVehicle | null {
  if (!vehicle || !vehicle.year || !vehicle.make?.trim() || !vehicle.model?.trim()) return null;
  const trim = vehicle.trim?.trim();
  return { year: vehicle.year, make: vehicle.make, model: vehicle.model, ...(trim ? { trim } : {}) };
}

/** '2018 Ford F-150 Crew Cab'. */
export function fitVehicleLabel(vehicle: FitVehicle): string {
  return [vehicleLabel(vehicle), vehicle.trim].filter(Boolean).join(' ');
}

function vehicleSpecificConfidence(product: FitConfidenceProduct, vehicle: FitVehicle): FitConfidence {
  const label = fitVehicleLabel(vehicle);
  const productTrim = product.properties?.Trim?.trim();
  const trimMismatch = !!productTrim && !!vehicle.trim && !same(productTrim, vehicle.trim);
  if (!fitsVehicle(product, vehicle) || trimMismatch)
    return { kind: 'does-not-fit', text: FIT_CONFIDENCE_TEXTS.doesNotFit(label), notes: [] };
  const notes: string[] = [];
  if (productTrim && !vehicle.trim) notes.push(FIT_CONFIDENCE_TEXTS.trimOnly(productTrim));
  const written = product.vehicleFitment?.compatibilityNotes?.trim();
  if (written) notes.push(written);
  return notes.length > 0
    ? { kind: 'fits-with-notes', text: FIT_CONFIDENCE_TEXTS.fitsWithNotes, notes }
    : { kind: 'fits', text: FIT_CONFIDENCE_TEXTS.fits(label), notes };
}

/**
 * The product's fit for the vehicle, null without a whole vehicle. A product with fitment data (a Make) fits when the
 * year, make, model and (when both say one) trim match; it fits with notes when it is made for one trim and the
 * vehicle does not say its trim, or when the catalogue wrote compatibility notes. A vehicle-specific sku without
 * fitment data is 'No fit data'; products of the universal categories are 'Universal'; anything else 'No fit data'.
 */
export function fitConfidence(
  product: FitConfidenceProduct,
  vehicle: Partial<FitVehicle> | null | undefined,
): FitConfidence | null {
  const whole = toFitVehicle(vehicle);
  if (!whole || !product) return null;
  if (product.properties?.Make?.trim()) return vehicleSpecificConfidence(product, whole);
  if (product.sku && isVehicleSpecificSku(product.sku))
    return { kind: 'no-data', text: FIT_CONFIDENCE_TEXTS.noData, notes: [] };
  if (product.category && UNIVERSAL_FIT_CATEGORIES.includes(product.category))
    return { kind: 'universal', text: FIT_CONFIDENCE_TEXTS.universal, notes: [] };
  return { kind: 'no-data', text: FIT_CONFIDENCE_TEXTS.noData, notes: [] };
}

/** Where "See what fits your {vehicle}" goes: the vehicle finder's listing for that vehicle. */
export function whatFitsHref(vehicle: FitVehicle): string {
  return `${LINKS.vehicleFinder}${buildVehicleFinderQuery(vehicle)}`;
}

/** What the listing filter "Only what fits my ..." keeps: fits, fits with notes and universal products. */
export function keptByFitFilter(confidence: FitConfidence | null): boolean {
  return (
    !!confidence &&
    (confidence.kind === 'fits' || confidence.kind === 'fits-with-notes' || confidence.kind === 'universal')
  );
}
