// Audio parameters of the seed catalogue: Thiele/Small parameters of every car subwoofer, ratings per load of
// every car amplifier, volumes and ports of every empty and loaded enclosure. Deterministic (the seed's prng, seeded
// per product family), and coherent: recommended boxes, net volumes and port lengths come from the shared box maths.
import {
  coilFamilyKey,
  type AmplifierParameters,
  type AmplifierRating,
  type EnclosureParameters,
  type ProductAudioParameters,
  type SubwooferParameters,
} from '@storefront/shared-domain';
import {
  RECOMMENDED_QTC,
  cubicFeetToLiters,
  litersToCubicFeet,
  portDisplacementCubicFeet,
  portLengthCm,
  sealedVolumeForQtc,
  ventedAlignmentFromQts,
  voiceCoilsFromSku,
  type PortSize,
} from '@storefront/shared-domain/fit-tools';
import { COLLECTION as C } from './collections';
import { createPrng, hashString, type Prng } from './prng';
import type { SeedProduct } from './catalogue';

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const between = (prng: Prng, [lo, hi]: readonly [number, number]) => lo + prng.next() * (hi - lo);

interface SizeRanges {
  fsHz: [number, number];
  vasLiters: [number, number];
  sdSquareCm: number;
  xmaxMm: [number, number];
  displacementCubicFeet: [number, number];
}

/**
 * Published T/S ranges of car subwoofers by nominal size (e.g. 12": Fs 25-40 Hz, Vas 30-55 L, Sd ≈ 480 cm²). Qts is
 * drawn from 0.40-0.50 for every size: sealed at Qtc 0.707 and the Margolis-Small vented fit then give the 0.6-1.8 ft³
 * sealed and 1.2-3.5 ft³ ported per 12" that car-audio makers print.
 */
const SIZE_RANGES: Record<number, SizeRanges> = {
  8: { fsHz: [38, 48], vasLiters: [10, 18], sdSquareCm: 216, xmaxMm: [9, 14], displacementCubicFeet: [0.04, 0.06] },
  10: { fsHz: [30, 40], vasLiters: [20, 35], sdSquareCm: 330, xmaxMm: [11, 17], displacementCubicFeet: [0.06, 0.09] },
  12: { fsHz: [26, 36], vasLiters: [30, 55], sdSquareCm: 480, xmaxMm: [13, 21], displacementCubicFeet: [0.09, 0.14] },
  15: { fsHz: [24, 32], vasLiters: [60, 100], sdSquareCm: 810, xmaxMm: [16, 25], displacementCubicFeet: [0.15, 0.22] },
  18: {
    fsHz: [22, 28],
    vasLiters: [120, 180],
    sdSquareCm: 1160,
    xmaxMm: [18, 28],
    displacementCubicFeet: [0.25, 0.35],
  },
};
const QTS_RANGE: [number, number] = [0.4, 0.5];

const sizeOf = (p: SeedProduct): number | null => {
  const n = parseInt(p.properties['Subwoofer Size'] ?? p.properties.Size ?? '', 10);
  return Number.isFinite(n) ? n : null;
};
const rmsOf = (p: SeedProduct): number | null => {
  const n = parseInt(p.properties['RMS Power'] ?? '', 10);
  return Number.isFinite(n) ? n : null;
};

/** Parameters of one subwoofer; the D2 and D4 of one model share the motor and cone (one prng per coil family). */
export function subwooferParametersOf(p: SeedProduct): SubwooferParameters | null {
  const size = sizeOf(p);
  const ranges = size === null ? undefined : SIZE_RANGES[size];
  const coils = voiceCoilsFromSku(p.sku);
  const rms = rmsOf(p);
  if (!ranges || !coils || rms === null || size === null) return null;
  const prng = createPrng(hashString(`audio:${coilFamilyKey(p.sku)}`));
  // Heavier-duty models (more watts per inch) have more excursion, a bigger motor and a little less sensitivity.
  const duty = Math.min(1, Math.max(0, (rms / size - 30) / 120));
  const fsHz = round(between(prng, ranges.fsHz), 1);
  const qts = round(between(prng, QTS_RANGE), 3);
  const vasLiters = round(between(prng, ranges.vasLiters), 1);
  const [xLo, xHi] = ranges.xmaxMm;
  const xmaxMm = round(xLo + (xHi - xLo) * (0.5 * duty + 0.5 * prng.next()), 1);
  const [dLo, dHi] = ranges.displacementCubicFeet;
  const displacementCubicFeet = round(dLo + (dHi - dLo) * (0.6 * duty + 0.4 * prng.next()), 3);
  const sensitivityDb = round(89 - 3 * duty + between(prng, [-1, 1]), 1);
  const driver = { fsHz, qts, vasLiters };
  const sealed = sealedVolumeForQtc(driver, RECOMMENDED_QTC) ?? vasLiters;
  const vented = ventedAlignmentFromQts(driver);
  return {
    sku: p.sku,
    sizeInches: size,
    fsHz,
    qts,
    vasLiters,
    xmaxMm,
    sdSquareCm: ranges.sdSquareCm,
    displacementCubicFeet,
    sensitivityDb,
    rmsWatts: rms,
    voiceCoils: coils,
    recommendedSealedCubicFeet: round(litersToCubicFeet(sealed), 2),
    recommendedPortedCubicFeet: round(litersToCubicFeet(vented.netLiters), 2),
    recommendedTuningHz: round(vented.fbHz, 1),
  };
}

/**
 * A mono amplifier's output at each load relative to its rating at 1 ohm (Class D monoblocks roughly double from 4 to
 * 2 ohms less supply sag: 1500 W @ 1 ohm -> 850 W @ 2 ohms, 500 W @ 4 ohms).
 */
const MONO_OUTPUT_BY_OHMS: ReadonlyArray<[number, number]> = [
  [4, 1 / 3],
  [2, 0.567],
  [1, 1],
];
/** A multi-channel amplifier per channel: rated at 4 ohms, 1.5x at 2 ohms, stable to 2 ohms. */
const MULTI_CHANNEL_2_OHM_FACTOR = 1.5;
/**
 * A 2-channel amplifier drives a subwoofer bridged (one channel's + and the other's − to the load): each channel sees
 * half the load, so bridged it gives twice a channel's power at twice the load and is stable only down to twice a
 * channel's minimum (150 W x 2 @ 4 ohm, stable to 2 ohm per channel -> 300 W @ 8 ohm, 450 W @ 4 ohm bridged, 4 ohm
 * minimum; e.g. the bridged ratings in the makers' manuals of 2-channel amplifiers). This is how it drives subwoofers.
 */
const BRIDGED_CHANNELS = 2;

const roundTo = (n: number, step: number) => Math.round(n / step) * step;

/**
 * Ratings from the 'RMS Power' property ('1500W x 1 @ 1 Ohm', '65W x 4 @ 4 Ohm'). Mono amplifiers: the whole amplifier
 * per load down to its rated load, which is its minimum stable load. Multi-channel amplifiers: per channel, except
 * 2-channel ones, described bridged (see BRIDGED_CHANNELS).
 */
export function amplifierParametersOf(p: SeedProduct): AmplifierParameters | null {
  const m = /^(\d+)\s*W\s*x\s*(\d+)\s*@\s*([\d.]+)\s*Ohm/i.exec(p.properties['RMS Power'] ?? '');
  if (!m) return null;
  const watts = Number(m[1]);
  const channels = Number(p.properties.Channels ?? m[2]) || Number(m[2]);
  const ratedOhms = Number(m[3]);
  let ratings: AmplifierRating[];
  if (channels === 1) {
    const ratedFactor = MONO_OUTPUT_BY_OHMS.find(([ohms]) => ohms === ratedOhms)?.[1] ?? 1;
    ratings = MONO_OUTPUT_BY_OHMS.filter(([ohms]) => ohms >= ratedOhms).map(([ohms, factor]) => ({
      ohms,
      rmsWatts: roundTo((watts * factor) / ratedFactor, 10),
    }));
  } else {
    ratings = [
      { ohms: ratedOhms, rmsWatts: watts },
      { ohms: ratedOhms / 2, rmsWatts: roundTo(watts * MULTI_CHANNEL_2_OHM_FACTOR, 5) },
    ];
  }
  if (channels === BRIDGED_CHANNELS) {
    const bridged = ratings.map(({ ohms, rmsWatts }) => ({ ohms: ohms * 2, rmsWatts: rmsWatts * 2 }));
    return { sku: p.sku, channels: 1, ratings: bridged, minimumStableOhms: bridged[bridged.length - 1].ohms };
  }
  return { sku: p.sku, channels, ratings, minimumStableOhms: ratings[ratings.length - 1].ohms };
}

/** Net volume per subwoofer of a universal empty box (ft³), the sizes box makers sell. */
const EMPTY_NET_PER_SUB: Record<'sealed' | 'ported', Record<number, number>> = {
  sealed: { 8: 0.45, 10: 0.75, 12: 1.1, 15: 2.0 },
  ported: { 8: 0.9, 10: 1.35, 12: 2.0, 15: 3.2 },
};
/** Slot port area per subwoofer (in²): about 9-12 in² per ft³, the usual rule for daily-driver ported boxes. */
const PORT_AREA_PER_SUB: Record<number, number> = { 8: 10, 10: 14, 12: 18, 15: 28 };
/** Vehicle-specific boxes fit behind seats and under floors: less air than a universal box of the same layout. */
const VEHICLE_VOLUME_FACTOR = 0.8;
/** A loaded vehicle box is built around its subwoofer: closer to the recommended box than an empty one. */
const LOADED_VEHICLE_VOLUME_FACTOR = 0.9;
const BRACING_SHARE = 0.03;
const SLOT_HEIGHT_IN = 2.5;
const WALL_CM = 1.905;
/** Typical driver displacement by size (ft³) for empty boxes, whose subwoofers are the buyer's choice. */
const TYPICAL_DISPLACEMENT: Record<number, number> = { 8: 0.05, 10: 0.08, 12: 0.12, 15: 0.2 };

/** The subwoofer a loaded enclosure holds: series from the sku (LB-) or 'Loaded Subwoofer', its size, a coil we sell. */
function loadedSubwooferSkuOf(p: SeedProduct, size: number, subwoofers: ReadonlyMap<string, SubwooferParameters>) {
  const fromSku = /^LB-([A-Z]+)-/.exec(p.sku)?.[1];
  const named = p.properties['Loaded Subwoofer'];
  const series = fromSku ?? named;
  if (!series) return undefined;
  const prng = createPrng(hashString(`loaded:${p.sku}`));
  const coils = prng.chance(0.5) ? ['D4', 'D2', 'D1'] : ['D2', 'D4', 'D1'];
  return coils.map((coil) => `${series}-${size} ${coil}`).find((sku) => subwoofers.has(sku));
}

export function enclosureParametersOf(
  p: SeedProduct,
  subwoofers: ReadonlyMap<string, SubwooferParameters>,
): EnclosureParameters | null {
  const type = p.properties['Enclosure Type'];
  const size = sizeOf(p);
  const count = p.totalSubwooferHoles ?? 0;
  if ((type !== 'Ported' && type !== 'Sealed') || size === null || count < 1) return null;
  const alignment = type === 'Ported' ? 'ported' : 'sealed';
  const prng = createPrng(hashString(`enclosure:${p.sku}`));
  const loadedSku = p.category === C.loaded ? loadedSubwooferSkuOf(p, size, subwoofers) : undefined;
  const loaded = loadedSku ? subwoofers.get(loadedSku) : undefined;
  const vehicle = Boolean(p.properties.Make);

  let net: number;
  let tuningHz: number | undefined;
  if (loaded) {
    // Built for its subwoofer: the maker's recommended box, a little smaller in a vehicle.
    const perSub = alignment === 'ported' ? loaded.recommendedPortedCubicFeet : loaded.recommendedSealedCubicFeet;
    net = perSub * count * (vehicle ? LOADED_VEHICLE_VOLUME_FACTOR : 1);
    tuningHz = alignment === 'ported' ? loaded.recommendedTuningHz : undefined;
  } else {
    const perSub = EMPTY_NET_PER_SUB[alignment][size] ?? EMPTY_NET_PER_SUB[alignment][12];
    net = perSub * count * (vehicle ? VEHICLE_VOLUME_FACTOR : 1) * between(prng, [0.92, 1.08]);
    tuningHz = alignment === 'ported' ? round(between(prng, size >= 12 ? [30, 36] : [32, 38]), 1) : undefined;
  }
  net = round(net, 2);
  const displacement = (loaded?.displacementCubicFeet ?? TYPICAL_DISPLACEMENT[size] ?? 0.12) * count;
  let portCubicFeet = 0;
  let portAreaSquareInches: number | undefined;
  if (alignment === 'ported' && tuningHz !== undefined) {
    portAreaSquareInches = (PORT_AREA_PER_SUB[size] ?? 18) * count;
    const port: PortSize = {
      shape: 'slot',
      width: portAreaSquareInches / SLOT_HEIGHT_IN,
      height: SLOT_HEIGHT_IN,
      unit: 'in',
      count: 1,
    };
    portCubicFeet = portDisplacementCubicFeet(port, portLengthCm(port, tuningHz, cubicFeetToLiters(net)), WALL_CM);
  }
  const gross = round(net * (1 + BRACING_SHARE) + displacement + portCubicFeet, 2);
  return {
    sku: p.sku,
    alignment,
    subwooferCount: count,
    subwooferSizeInches: size,
    grossCubicFeet: gross,
    netCubicFeet: net,
    ...(portAreaSquareInches !== undefined ? { portAreaSquareInches, tuningHz } : {}),
    ...(loadedSku ? { loadedSubwooferSku: loadedSku } : {}),
  };
}

/** Sets `audioParameters` on every car subwoofer, car amplifier and enclosure the parameters can be derived for. */
export function attachAudioParameters(products: readonly SeedProduct[]): void {
  const subwoofers = new Map<string, SubwooferParameters>();
  for (const p of products) {
    if (p.category !== C.subwoofers) continue;
    const subwoofer = subwooferParametersOf(p);
    if (subwoofer) {
      subwoofers.set(p.sku, subwoofer);
      p.audioParameters = { subwoofer };
    }
  }
  for (const p of products) {
    let parameters: ProductAudioParameters | null = null;
    if (p.category === C.amplifiers) {
      const amplifier = amplifierParametersOf(p);
      if (amplifier) parameters = { amplifier };
    } else if (p.category === C.empty || p.category === C.loaded) {
      const enclosure = enclosureParametersOf(p, subwoofers);
      if (enclosure) parameters = { enclosure };
    }
    if (parameters) p.audioParameters = parameters;
  }
}
