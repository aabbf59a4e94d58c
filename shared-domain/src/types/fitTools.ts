// The audio parameters behind the box design calculator and the subwoofer wiring planner. Units are the
// ones car-audio data sheets print, named in every field so nobody converts twice.
import type { ProductCard } from './catalog';

export type VoiceCoilLayout = 'SVC' | 'DVC';

/** A subwoofer's voice coils: the SKU's D1/D2/D4 suffix means two coils of 1, 2 or 4 ohms; S2/S4 one coil. */
export interface VoiceCoils {
  layout: VoiceCoilLayout;
  /** 1 for SVC, 2 for DVC. */
  count: 1 | 2;
  ohmsPerCoil: number;
}

/** Thiele/Small parameters and box recommendations of one subwoofer. */
export interface SubwooferParameters {
  sku: string;
  /** Nominal size: 8, 10, 12, 15 or 18. */
  sizeInches: number;
  fsHz: number;
  qts: number;
  vasLiters: number;
  xmaxMm: number;
  /** Effective cone area Sd. */
  sdSquareCm: number;
  /** Volume the driver takes inside the box. */
  displacementCubicFeet: number;
  /** Sensitivity at 1 W / 1 m. */
  sensitivityDb: number;
  rmsWatts: number;
  voiceCoils: VoiceCoils;
  recommendedSealedCubicFeet: number;
  recommendedPortedCubicFeet: number;
  recommendedTuningHz: number;
}

/**
 * An amplifier's rated RMS output at each load it is rated for: the whole output for a mono (subwoofer) amplifier, per
 * channel for an amplifier with `channels` > 1.
 */
export interface AmplifierRating {
  ohms: number;
  rmsWatts: number;
}

export interface AmplifierParameters {
  sku: string;
  channels: number;
  /** Highest impedance first, e.g. 4, 2, 1 ohm. */
  ratings: AmplifierRating[];
  minimumStableOhms: number;
}

export type EnclosureAlignment = 'sealed' | 'ported';

/** An enclosure's volumes and port, for empty and loaded enclosures alike. */
export interface EnclosureParameters {
  sku: string;
  alignment: EnclosureAlignment;
  subwooferCount: number;
  subwooferSizeInches: number;
  grossCubicFeet: number;
  /** After driver displacement, port and bracing. */
  netCubicFeet: number;
  /** Ported only. */
  portAreaSquareInches?: number;
  /** Ported only. */
  tuningHz?: number;
  /** Loaded enclosures: the subwoofer inside. */
  loadedSubwooferSku?: string;
}

/** One catalogue product with the parameters a tool needs: GET /api/fit-tools/{subwoofers|amplifiers|enclosures}. */
export interface FitToolProduct<P> {
  product: ProductCard;
  parameters: P;
}

export interface FitToolSubwoofersResponse {
  subwoofers: Array<FitToolProduct<SubwooferParameters>>;
}

export interface FitToolAmplifiersResponse {
  amplifiers: Array<FitToolProduct<AmplifierParameters>>;
}

export interface FitToolEnclosuresResponse {
  enclosures: Array<FitToolProduct<EnclosureParameters>>;
}

/** The parameters on a product's own data (GET /api/products/by-handle/...): at most one kind is set. */
export interface ProductAudioParameters {
  subwoofer?: SubwooferParameters;
  amplifier?: AmplifierParameters;
  enclosure?: EnclosureParameters;
}

/** A vehicle's charging system: the alternator's rated output and the battery's capacity and cold cranking amps. */
export interface VehicleElectrical {
  alternatorAmps: number;
  batteryAh: number;
  batteryCca: number;
}

/** GET /api/vehicles/electrical?year=&make=&model=: the vehicle in the catalogue's spelling and its charging system. */
export interface VehicleElectricalResponse {
  vehicle: { year: number; make: string; model: string };
  electrical: VehicleElectrical;
}
