import {
  classifyEnclosureSku,
  compareSkus,
  displaySku,
  EMPTY_ENCLOSURE_NOTICE,
  enclosureCountLabel,
  isDonationSku,
  isSubwooferExceptionSku,
  isVehicleSpecificCardSku,
  isVehicleSpecificSku,
  skuPrefixLabel,
  skuSortGroup,
  sortSkus,
  storedSkuCandidates,
  storedSkuPrefixCandidates,
} from './sku';
import { describeMapsEach, itMapsEach } from '../testing/mapsEach';

describe('classifyEnclosureSku (cart list)', () => {
  itMapsEach(classifyEnclosureSku, '%s -> %s', [
    ['VS.L-F150-12', 'loaded'],
    ['VS-L-SILV-10', 'loaded'],
    ['L-VS-RAM-12', 'loaded'],
    ['L-VD-TACOMA', 'loaded'],
    ['L-EVL-CAMARO', 'loaded'],
    ['L-SVR-MUSTANG', 'loaded'],
    ['L-SDR-CHARGER', 'loaded'],
    ['vs-l-lowercase', 'loaded'],
    ['  L-VS-SPACED  ', 'loaded'],
    ['VS-FORD-2009-UP', 'empty'],
    ['SA-VS-CAB', 'empty'],
    ['VS-SILVERADO-CREW', 'empty'],
    ['VS-10 D2', null],
    ['VS-12 D4', null],
    ['VS-10', null],
    ['VS-12-REV', null],
    ['L-OTHER-VS-THING', null],
    ['L-SDR', 'loaded'],
    ['ZVX-12 D2', null],
    ['SA-12', null],
    ['', null],
  ]);

  it('treats non-strings as unclassified', () => {
    expect(classifyEnclosureSku(undefined as unknown as string)).toBeNull();
  });
});

describe('isVehicleSpecificCardSku (card list)', () => {
  it.each(['VS-F150', 'VS.L-F150', 'VS-L-F150', 'L-VD-X', 'L-SVR-X', 'L-EVL-X', 'L-SDR-X', 'L-VS-X'])(
    '%s is a vehicle-specific card',
    (sku) => {
      expect(isVehicleSpecificCardSku(sku)).toBe(true);
    },
  );

  it.each(['L-SDRX', 'VS-10 D2', 'VS-12', 'SA-VS-CAB', 'SA-12', ''])('%s is not a vehicle-specific card', (sku) => {
    expect(isVehicleSpecificCardSku(sku)).toBe(false);
  });
});

describe('isVehicleSpecificSku / isSubwooferExceptionSku', () => {
  it.each([
    ['SA-VS-CAB', true, false],
    ['L-SDRX', true, false],
    ['VS-10 D2', false, true],
    ['VS-12', false, true],
    ['SA-12', false, false],
  ])('%s -> vehicle %s, exception %s', (sku, vehicle, exception) => {
    expect(isVehicleSpecificSku(sku)).toBe(vehicle);
    expect(isSubwooferExceptionSku(sku)).toBe(exception);
  });
});

describeMapsEach('displaySku', displaySku, '%s -> %s', [
  ['VS-FORD-2009-UP', 'VS-FORD-2015-UP'],
  ['L-VS-FORD-2009-UP-12', 'L-VS-FORD-2015-UP-12'],
  ['vs-ford-2009-up', 'vs-FORD-2015-UP'],
  ['FORD-2009-UP|FORD-2009-UP', 'FORD-2015-UP|FORD-2015-UP'],
  ['FORD-2010-UP', 'FORD-2010-UP'],
  ['SA-12', 'SA-12'],
  [null as unknown as string, ''],
]);

describe('enclosureCountLabel', () => {
  itMapsEach(enclosureCountLabel, '%i -> %s', [
    [1, 'Single'],
    [2, 'Dual'],
    [4, 'Quad'],
    [0, null],
    [3, null],
    [8, null],
  ]);

  it('quotes the empty-enclosure notice', () => {
    expect(EMPTY_ENCLOSURE_NOTICE).toBe('Enclosure sold empty (images with subwoofers for illustration purposes only)');
  });
});

describe('storedSkuCandidates (the displayed sku is an alias of the stored one)', () => {
  itMapsEach(storedSkuCandidates, '%s -> %j', [
    ['L-VS-FORD-2015-UP-SC-2X12', ['L-VS-FORD-2015-UP-SC-2X12', 'L-VS-FORD-2009-UP-SC-2X12']],
    [' vs-ford-2015-up-sc-2x12 ', ['vs-ford-2015-up-sc-2x12', 'vs-FORD-2009-UP-sc-2x12']],
    ['L-VS-FORD-2009-UP-SC-2X12', ['L-VS-FORD-2009-UP-SC-2X12']],
    ['SA-12 D2', ['SA-12 D2']],
    ['FORD-2015', ['FORD-2015']],
    ['  ', []],
    [undefined as unknown as string, []],
  ]);

  it('maps every candidate back to the same displayed sku', () => {
    for (const sku of storedSkuCandidates('L-VS-FORD-2015-UP-SC-2X12')) {
      expect(displaySku(sku)).toBe('L-VS-FORD-2015-UP-SC-2X12');
    }
  });

  itMapsEach(storedSkuPrefixCandidates, 'while typing: %s -> %j', [
    ['L-VS-FORD-2015', ['L-VS-FORD-2015', 'L-VS-FORD-2009']],
    ['l-vs-ford-2015-', ['l-vs-ford-2015-', 'l-vs-FORD-2009-']],
    ['L-VS-FORD-2015-U', ['L-VS-FORD-2015-U', 'L-VS-FORD-2009-U']],
    ['L-VS-FORD-2015-UP', ['L-VS-FORD-2015-UP', 'L-VS-FORD-2009-UP']],
    ['L-VS-FORD-201', ['L-VS-FORD-201']],
    ['ZVX', ['ZVX']],
    ['', []],
  ]);
});

describeMapsEach('skuPrefixLabel', skuPrefixLabel, '%s -> %s', [
  ['SKSPK-10GA', '30 FT'],
  ['SKSPK-12GA', '30 FT | 100 FT'],
  ['SKSPK-14GA-RED', '30 FT | 100 FT'],
  ['skspk-10ga', '30 FT'],
  ['SKM-BLACK', 'SKM-BLACK'],
  [' SKM-RED ', 'SKM-RED'],
  ['SA-12', null],
  ['', null],
]);

describe('isDonationSku', () => {
  it.each(['DONATION', 'donation', ' DONATION '])('%s is the donation', (sku) => {
    expect(isDonationSku(sku)).toBe(true);
  });

  it.each(['DONATION-2', 'SA-12'])('%s is not the donation', (sku) => {
    expect(isDonationSku(sku)).toBe(false);
  });
});

describe('sku sorting', () => {
  itMapsEach(skuSortGroup, '%s is %s', [
    ['SA-12 D2', 'common'],
    ['ZVX-15v2 D1', 'common'],
    ['SIA-1500D', 'common'],
    ['U12', 'common'],
    ['SK2MM', 'common'],
    ['BAT-100AH', 'battery'],
    ['SA-BATTERY-X', 'battery'],
    ['AGM-75', 'battery'],
    ['SD-LITHIUM-3', 'battery'],
    ['BUNDLE-SA12', 'bundle'],
    ['SA-12-BUNDLE', 'bundle'],
    ['BNDL-1', 'bundle'],
    ['PKG-2', 'bundle'],
    ['VS-F150', 'vehicle'],
    ['L-SDR-CHARGER', 'vehicle'],
    ['VS-10 D2', 'common'],
    ['SKM-BLACK', 'other'],
    ['HAT', 'other'],
    ['', 'other'],
  ]);

  it('orders by group then naturally', () => {
    expect(sortSkus(['HAT', 'VS-F150', 'BUNDLE-1', 'BAT-1', 'SA-15', 'SA-8', 'SA-10'])).toEqual([
      'SA-8',
      'SA-10',
      'SA-15',
      'BAT-1',
      'BUNDLE-1',
      'VS-F150',
      'HAT',
    ]);
  });

  it.each([
    ['SA-8', 'SA-10', -1],
    ['SA-10', 'SA-8', 1],
    ['SA-10', 'sa-10', 0],
  ])('compareSkus(%s, %s) has sign %i', (a, b, sign) => {
    expect(Math.sign(compareSkus(a, b))).toBe(sign);
  });
});
