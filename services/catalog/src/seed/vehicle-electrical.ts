// The charging system of every seeded vehicle (vehicles.ts), by make and model code: the factory alternator's rated
// output and the factory battery's capacity and cold cranking amps, for the electrical planner. Figures are the
// common trim's, rounded as owner's manuals and parts catalogues print them; options differ (a towing or police
// package alternator, a second battery), so the planner lets the shopper type their own. Tesla models have no
// alternator: their DC-DC converter's 12 V output stands in for it.
import type { VehicleElectrical } from '@storefront/shared-domain';

const e = (alternatorAmps: number, batteryAh: number, batteryCca: number): VehicleElectrical => ({
  alternatorAmps,
  batteryAh,
  batteryCca,
});

/** Keyed '<make code>-<model code>' ('CHEV-SILV'). */
export const VEHICLE_ELECTRICAL: Readonly<Record<string, VehicleElectrical>> = {
  'CHEV-SILV': e(145, 80, 730),
  'CHEV-SLHD': e(150, 80, 730),
  'CHEV-COLO': e(120, 60, 600),
  'CHEV-TAHO': e(170, 80, 730),
  'CHEV-CAMA': e(150, 60, 660),
  'GMC-SIER': e(145, 80, 730),
  'GMC-SIHD': e(150, 80, 730),
  'GMC-CANY': e(120, 60, 600),
  'GMC-YUKN': e(170, 80, 730),
  'FORD-F1F2': e(130, 65, 650),
  'FORD-F150': e(150, 70, 730),
  'FORD-SDTY': e(157, 78, 750),
  'FORD-RANG': e(150, 60, 650),
  'FORD-MUST': e(175, 60, 610),
  'FORD-EXPD': e(250, 80, 800),
  'FORD-BRON': e(150, 60, 650),
  'RAM-1500': e(160, 70, 730),
  'RAM-2535': e(180, 75, 750),
  'TOYO-TACO': e(130, 55, 550),
  'TOYO-TUND': e(150, 70, 710),
  'TOYO-4RUN': e(130, 64, 600),
  'TOYO-CAMR': e(100, 55, 550),
  'NISS-FRON': e(130, 60, 550),
  'NISS-TITN': e(150, 70, 710),
  'JEEP-WRJK': e(160, 70, 700),
  'JEEP-WRJL': e(180, 70, 730),
  'JEEP-GLAD': e(180, 70, 730),
  'JEEP-GRCH': e(180, 70, 730),
  'DODG-CHAL': e(160, 70, 730),
  'DODG-CHRG': e(160, 70, 730),
  'DODG-DURA': e(180, 70, 730),
  'HOND-CIVC': e(105, 45, 410),
  'HOND-ACCD': e(110, 51, 500),
  'HOND-RIDG': e(150, 60, 550),
  'SUBA-WRX': e(110, 55, 500),
  'SUBA-OUTB': e(130, 55, 500),
  'CHRY-300': e(160, 70, 730),
  'CHRY-PACI': e(180, 70, 730),
  'CADI-ESCA': e(170, 80, 730),
  'HYUN-SONA': e(110, 55, 550),
  'HYUN-ELAN': e(90, 45, 450),
  'KIA-OPTI': e(110, 55, 550),
  'KIA-STNG': e(150, 70, 700),
  'VW-JETT': e(110, 51, 480),
  'VW-ATLS': e(180, 70, 650),
  'TSLA-MOD3': e(150, 45, 450),
  'TSLA-MODY': e(150, 45, 450),
};
