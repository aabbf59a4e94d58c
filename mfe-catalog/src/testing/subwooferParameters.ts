// A subwoofer's parameters in the shape GET /api/fit-tools/subwoofers answers with (shared-domain/src/types/fitTools.ts):
// a 12" DVC 2-ohm 600 W driver unless told otherwise.
import type { SubwooferParameters } from '@storefront/shared-domain';

export function subwooferParameters(sku: string, overrides: Partial<SubwooferParameters> = {}): SubwooferParameters {
  return {
    sku,
    sizeInches: 12,
    fsHz: 31,
    qts: 0.44,
    vasLiters: 48,
    xmaxMm: 18,
    sdSquareCm: 480,
    displacementCubicFeet: 0.12,
    sensitivityDb: 88,
    rmsWatts: 600,
    voiceCoils: { layout: 'DVC', count: 2, ohmsPerCoil: 2 },
    recommendedSealedCubicFeet: 1.0,
    recommendedPortedCubicFeet: 2.1,
    recommendedTuningHz: 30,
    ...overrides,
  };
}
