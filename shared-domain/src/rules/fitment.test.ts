import {
  fitmentRangeText,
  FIT_CLAIM_TEXTS,
  buildVehicleFinderQuery,
  catalogueSpelling,
  reconcileVehicleSelection,
  vehicleFinderDescription,
  vehicleFitClaim,
  chooseVehicleField,
  enclosureKindOf,
  filterVehicleProducts,
  fitsVehicle,
  matchesVehicleFilters,
  normalizeSize,
  parseVehicleFinderQuery,
  productCountLabel,
  productSubwooferSize,
  sizesEqual,
  VEHICLE_FINDER_TEXTS,
  vehicleDropdownVisibility,
  vehicleMobileHeading,
  vehicleTextFromText,
  vehicleYearFromText,
  type FitmentProduct,
} from './fitment';
import { VEHICLE_LIMITS } from '../constants';
import { itMapsEach } from '../testing/mapsEach';

const f150: FitmentProduct = {
  properties: { Make: 'Ford', Model: 'F-150|F-250 | F-350', 'Start Year': '2009', 'End Year': 2014 },
};

describe('fitsVehicle', () => {
  it.each([
    ['nothing chosen', {}, true],
    ['year equal to Start Year', { year: 2009 }, true],
    ['year equal to End Year', { year: 2014 }, true],
    ['year inside', { year: 2011 }, true],
    ['year before Start Year', { year: 2008 }, false],
    ['year after End Year', { year: 2015 }, false],
    ['make equal', { make: 'Ford' }, true],
    ['make in other case', { make: 'ford ' }, true],
    ['other make', { make: 'Chevrolet' }, false],
    ['first bar-separated model', { model: 'F-150' }, true],
    ['second bar-separated model', { model: 'F-250' }, true],
    ['model with spaces around the bar', { model: 'F-350' }, true],
    ['partial model', { model: 'F-15' }, false],
    ['full match', { year: 2012, make: 'Ford', model: 'F-250' }, true],
    ['full but wrong year', { year: 2016, make: 'Ford', model: 'F-250' }, false],
  ])('%s', (_name, vehicle, expected) => {
    expect(fitsVehicle(f150, vehicle)).toBe(expected);
  });

  it.each([
    ['no Start Year', { 'End Year': '2014' }, 2010, false],
    ['unreadable Start Year', { 'Start Year': 'soon' }, 2010, false],
    ['no End Year means and up', { 'Start Year': '2015' }, 2030, true],
    ['empty End Year means and up', { 'Start Year': '2015', 'End Year': '' }, 2015, true],
    ['numeric years', { 'Start Year': 2000, 'End Year': 2000 }, 2000, true],
  ])('%s', (_name, properties, year, expected) => {
    expect(fitsVehicle({ properties }, { year })).toBe(expected);
  });

  it.each([
    ['no properties, make chosen', {}, { make: 'Ford' }, false],
    ['no Model, model chosen', { properties: { Make: 'Ford' } }, { model: 'F-150' }, false],
    ['no properties, nothing chosen', {}, {}, true],
  ])('%s', (_name, product, vehicle, expected) => {
    expect(fitsVehicle(product, vehicle)).toBe(expected);
  });
});

describe('sizes', () => {
  itMapsEach(normalizeSize, 'normalizeSize(%p) = %p', [
    ['12"', '12'],
    ['12 in', '12'],
    ['12in', '12'],
    ['12-inch', '12'],
    ['12 Inches', '12'],
    ['12', '12'],
    [12, '12'],
    ['12.0', '12'],
    ['6.5"', '6.5'],
    ['10”', '10'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['Large', 'large'],
  ]);

  it.each([
    ['12"', '12 in', true],
    ['12 in', '12', true],
    ['12"', '12', true],
    ['10"', '12"', false],
    ['', '', false],
    [undefined, '12', false],
  ])('sizesEqual(%p, %p) = %p', (a, b, expected) => {
    expect(sizesEqual(a, b)).toBe(expected);
  });

  it('reads Subwoofer Size, else Size', () => {
    expect(productSubwooferSize({ properties: { 'Subwoofer Size': '10"', Size: '12"' } })).toBe('10"');
    expect(productSubwooferSize({ properties: { Size: '12"' } })).toBe('12"');
    expect(productSubwooferSize({})).toBeUndefined();
  });
});

describe('filters', () => {
  const empty10: FitmentProduct = {
    sku: 'VS-A',
    category: 'empty-subwoofer-enclosures',
    properties: { 'Subwoofer Size': '10"' },
  };
  const loaded12: FitmentProduct = {
    sku: 'L-VS-B',
    category: 'loaded-subwoofer-enclosures',
    properties: { 'Subwoofer Size': '12 in' },
  };
  const bySkuLoaded: FitmentProduct = { sku: 'L-SVR-C', properties: { Size: '8' } };
  const unknown: FitmentProduct = { properties: {} };

  itMapsEach(enclosureKindOf, 'enclosureKindOf %#', [
    [empty10, 'empty'],
    [loaded12, 'loaded'],
    [bySkuLoaded, 'loaded'],
    [{ sku: 'VS-D' }, 'empty'],
    [unknown, null],
  ]);

  it.each([
    ['no filters', {}, [true, true, true, true]],
    ['Empty', { type: 'Empty' as const }, [true, false, false, false]],
    ['Loaded', { type: 'Loaded' as const }, [false, true, true, false]],
    ['12"', { sizes: ['12"'] }, [false, true, false, false]],
    ['8" and 10"', { sizes: ['8"', '10"'] }, [true, false, true, false]],
    ['blank sizes ignored', { sizes: [''] }, [true, true, true, true]],
    ['Loaded + 8"', { type: 'Loaded' as const, sizes: ['8"'] }, [false, false, true, false]],
  ])('%s', (_name, filters, expected) => {
    expect([empty10, loaded12, bySkuLoaded, unknown].map((p) => matchesVehicleFilters(p, filters))).toEqual(expected);
  });

  it('filters by vehicle and filters, keeping order', () => {
    const a = { ...empty10, properties: { ...empty10.properties, Make: 'Ford', Model: 'F-150', 'Start Year': '2015' } };
    const b = {
      ...loaded12,
      properties: { ...loaded12.properties, Make: 'Ford', Model: 'F-150', 'Start Year': '2015' },
    };
    const c = { ...loaded12, properties: { Make: 'Ram', Model: '1500', 'Start Year': '2015' } };
    expect(filterVehicleProducts([a, b, c], { make: 'Ford' })).toEqual([a, b]);
    expect(filterVehicleProducts([a, b, c], { make: 'Ford' }, { type: 'Loaded' })).toEqual([b]);
  });
});

describe('vehicle finder page', () => {
  itMapsEach(productCountLabel, 'productCountLabel(%i)', [
    [0, '0 products'],
    [1, '1 product'],
    [2, '2 products'],
  ]);

  it.each([
    ['Ford', 'F-150', 'All Ford F-150 Enclosures'],
    ['Ford', null, 'All Ford Enclosures'],
    [null, 'F-150', null],
    ['', '', null],
  ])('vehicleMobileHeading(%p, %p)', (make, model, text) => {
    expect(vehicleMobileHeading(make, model)).toBe(text);
  });

  it('quotes the texts', () => {
    expect(VEHICLE_FINDER_TEXTS.noItems).toBe('No items found, try removing a filter');
    expect(VEHICLE_FINDER_TEXTS.heading).toBe('Find what Fits your vehicle');
  });

  it.each([
    [{}, { makes: 3, models: 2 }, { make: false, model: false }],
    [{ year: 2015 }, { makes: 3, models: 0 }, { make: true, model: false }],
    [{ year: 2015 }, { makes: 0, models: 0 }, { make: false, model: false }],
    [{ make: 'Ford' }, { makes: 0, models: 2 }, { make: true, model: true }],
    [
      { year: 2015, make: 'Ford' },
      { makes: 3, models: 0 },
      { make: true, model: false },
    ],
  ])('dropdown visibility %#', (state, available, expected) => {
    expect(vehicleDropdownVisibility(state, available)).toEqual(expected);
  });

  it.each([
    ['year', 2016, { year: 2016, make: 'Ford', model: null }],
    ['year', null, { year: null, make: 'Ford', model: null }],
    ['make', 'Ram', { year: 2015, make: 'Ram', model: null }],
    ['make', null, { year: 2015, make: null, model: null }],
    ['model', 'F-250', { year: 2015, make: 'Ford', model: 'F-250' }],
    ['model', null, { year: 2015, make: 'Ford', model: null }],
  ] as const)('choosing %s = %p', (field, value, expected) => {
    expect(chooseVehicleField({ year: 2015, make: 'Ford', model: 'F-150' }, field, value)).toEqual(expected);
  });

  itMapsEach(parseVehicleFinderQuery, 'parseVehicleFinderQuery(%s)', [
    [
      '?type=Loaded&vehicle_year=2015&vehicle_make=Ford&vehicle_model=F-150&sizes=10%22,12%22',
      { type: 'Loaded', year: 2015, make: 'Ford', model: 'F-150', sizes: ['10"', '12"'] },
    ],
    ['type=empty&sizes=,', { type: 'Empty' }],
    ['?type=Other&vehicle_year=abc', {}],
    ['', {}],
    // values the catalog service refuses are ignored (VEHICLE_LIMITS), the rest is kept
    ['?vehicle_year=99999&vehicle_make=Ford', { make: 'Ford' }],
    ['?vehicle_year=1899&type=Loaded', { type: 'Loaded' }],
    ['?vehicle_year=2101', {}],
    ['?vehicle_year=1900', { year: 1900 }],
    ['?vehicle_year=2100', { year: 2100 }],
    ['?vehicle_year=%202015%20', { year: 2015 }],
    ['?vehicle_year=2015.0', {}],
    ['?vehicle_year=-2015', {}],
    ['?vehicle_make=%20Ford%20&vehicle_model=F-150', { make: 'Ford', model: 'F-150' }],
    ['?vehicle_make=Ford%3Cscript%3E&vehicle_model=F-150', { model: 'F-150' }],
    ['?vehicle_make=Ford&vehicle_model=%24ne', { make: 'Ford' }],
    ['?vehicle_make=-Ford', {}],
    [`?vehicle_make=${'A'.repeat(61)}`, {}],
    [`?vehicle_make=${'A'.repeat(60)}`, { make: 'A'.repeat(60) }],
    [
      "?vehicle_make=Mercedes-Benz&vehicle_model=C%2FK%201500%20Ext.%20Cab%20%26%20Crew's",
      {
        make: 'Mercedes-Benz',
        model: "C/K 1500 Ext. Cab & Crew's",
      },
    ],
    ['?vehicle_make=Citro%C3%ABn&vehicle_model=%20%20', { make: 'Citroën' }],
    ['?sizes=8,12', { sizes: ['8', '12'] }],
    ['?sizes=8&sizes=12', { sizes: ['8', '12'] }],
  ]);

  it.each([
    [{}, ''],
    [
      { type: 'Empty' as const, year: 2015, make: 'Ford', model: 'F-150', sizes: ['10"', '12"'] },
      '?type=Empty&vehicle_year=2015&vehicle_make=Ford&vehicle_model=F-150&sizes=10%22%2C12%22',
    ],
    [{ make: 'Ford', sizes: [] }, '?vehicle_make=Ford'],
  ])('buildVehicleFinderQuery %#', (query, expected) => {
    expect(buildVehicleFinderQuery(query)).toBe(expected);
    expect(parseVehicleFinderQuery(expected)).toEqual(
      Object.fromEntries(Object.entries(query).filter(([, v]) => !(Array.isArray(v) && v.length === 0))),
    );
  });
});

describe('vehicle values the catalog service accepts', () => {
  itMapsEach(vehicleYearFromText, 'vehicleYearFromText(%p) = %p', [
    ['2015', 2015],
    [' 2015 ', 2015],
    [String(VEHICLE_LIMITS.minYear), VEHICLE_LIMITS.minYear],
    [String(VEHICLE_LIMITS.maxYear), VEHICLE_LIMITS.maxYear],
    [String(VEHICLE_LIMITS.minYear - 1), null],
    [String(VEHICLE_LIMITS.maxYear + 1), null],
    ['99999', null],
    ['015', null],
    ['2e3', null],
    ['abcd', null],
    ['', null],
    [null, null],
    [undefined, null],
  ]);

  itMapsEach(vehicleTextFromText, 'vehicleTextFromText(%p) = %p', [
    ['Ford', 'Ford'],
    ['  F-150 ', 'F-150'],
    ['Silverado 2500HD', 'Silverado 2500HD'],
    ['Model 3', 'Model 3'],
    ['C/K', 'C/K'],
    ['3', '3'],
    ['Škoda', 'Škoda'],
    ['A'.repeat(VEHICLE_LIMITS.textMaxLength), 'A'.repeat(VEHICLE_LIMITS.textMaxLength)],
    ['A'.repeat(VEHICLE_LIMITS.textMaxLength + 1), null],
    ['.Ford', null],
    ['Ford;', null],
    ['Ford"', null],
    ['{"$ne":1}', null],
    ['Ford\nRam', null],
    ['   ', null],
    ['', null],
    [null, null],
    [undefined, null],
  ]);
});

describe('fit claim on a card', () => {
  const colorado: FitmentProduct = {
    properties: { Make: 'Chevrolet', Model: 'Colorado', 'Start Year': '2015', 'End Year': '2022' },
  };
  it.each([
    [
      'year, make and model matching',
      { year: 2016, make: 'Chevrolet', model: 'Colorado' },
      'fits',
      'Fits your 2016 Chevrolet Colorado',
    ],
    [
      'model in another case',
      { year: 2016, make: 'chevrolet', model: 'colorado' },
      'fits',
      'Fits your 2016 chevrolet colorado',
    ],
    ['another model', { year: 2016, make: 'Chevrolet', model: 'Camaro' }, null, null],
    ['year and make only', { year: 2016, make: 'Chevrolet' }, 'choose-model', FIT_CLAIM_TEXTS.chooseModel],
    ['year and make of another product', { year: 2016, make: 'Ford' }, null, null],
    ['a year outside the range', { year: 2012, make: 'Chevrolet' }, null, null],
    ['make without a year', { make: 'Chevrolet', model: 'Colorado' }, null, null],
    ['no vehicle', null, null, null],
  ])('%s', (_name, vehicle, kind, text) => {
    const claim = vehicleFitClaim(colorado, vehicle);
    expect(claim?.kind ?? null).toBe(kind);
    expect(claim?.text ?? null).toBe(text);
  });

  it('says nothing about a product without fitment data', () => {
    expect(vehicleFitClaim({ properties: {} }, { year: 2016, make: 'Chevrolet', model: 'Colorado' })).toBeNull();
  });
});

describe('vehicle selection against the catalogue lists', () => {
  it('takes the catalogue spelling, case-insensitively', () => {
    expect(catalogueSpelling(['Ford', 'Ram'], ' ford ')).toBe('Ford');
    expect(catalogueSpelling(['Ford'], 'Fiat')).toBeNull();
    expect(catalogueSpelling(['Ford'], '')).toBeNull();
    expect(
      reconcileVehicleSelection({ year: 2018, make: 'ford', model: 'f-150' }, { makes: ['Ford'], models: ['F-150'] }),
    ).toEqual({ year: 2018, make: 'Ford', model: 'F-150' });
  });

  it('drops a make the year does not offer, with its model, and a model the make does not offer', () => {
    expect(reconcileVehicleSelection({ year: 2030, make: 'Chevrolet', model: 'Colorado' }, { makes: [] })).toEqual({
      year: 2030,
      make: null,
      model: null,
    });
    expect(
      reconcileVehicleSelection({ year: 2016, make: 'Ford', model: 'Camaro' }, { makes: ['Ford'], models: ['F-150'] }),
    ).toEqual({ year: 2016, make: 'Ford', model: null });
  });

  it('changes nothing while a list is unknown', () => {
    expect(reconcileVehicleSelection({ make: 'ram', model: 'x' }, {})).toEqual({ year: null, make: 'ram', model: 'x' });
    expect(reconcileVehicleSelection({ make: 'ram', model: 'x' }, { makes: ['Ram'], models: null })).toEqual({
      year: null,
      make: 'Ram',
      model: 'x',
    });
  });
});

describe('vehicle page description', () => {
  it.each([
    [{}, 3, null],
    [{ year: 2018 }, 104, 'Subwoofer enclosures that fit 2018 vehicles: 104 products.'],
    [{ make: 'Ford' }, 40, 'Subwoofer enclosures that fit Ford vehicles: 40 products.'],
    [{ model: 'F-150' }, 17, 'Subwoofer enclosures that fit any F-150: 17 products.'],
    [{ year: 2018, model: 'F-150' }, 5, 'Subwoofer enclosures that fit any 2018 F-150: 5 products.'],
    [{ year: 2018, make: 'Ford' }, 12, 'Subwoofer enclosures that fit 2018 Ford vehicles: 12 products.'],
    [{ make: 'Ford', model: 'F-150' }, 9, 'Subwoofer enclosures that fit the Ford F-150: 9 products.'],
    [{ year: 2018, make: 'Ford', model: 'F-150' }, 1, 'Subwoofer enclosures that fit the 2018 Ford F-150: 1 product.'],
    [{ year: 2018, type: 'Loaded' as const }, 2, 'Loaded subwoofer enclosures that fit 2018 vehicles: 2 products.'],
  ])('%p with %p products', (query, total, expected) => {
    expect(vehicleFinderDescription(query, total)).toBe(expected);
  });
});

describe('fitmentRangeText (the card and the product page say which vehicles an enclosure fits)', () => {
  it('reads years, make and every model, an open End Year as Up', () => {
    expect(fitmentRangeText({ Make: 'Ford', Model: 'F-150| F-250 ', 'Start Year': 2015, 'End Year': 2020 })).toBe(
      '2015-2020 Ford F-150 / F-250',
    );
    expect(fitmentRangeText({ Make: 'Chevrolet', Model: 'Silverado 1500', 'Start Year': '2019', 'End Year': '' })).toBe(
      '2019-Up Chevrolet Silverado 1500',
    );
  });

  it('leaves out what the product does not say, and is null without a make', () => {
    expect(fitmentRangeText({ Make: 'Jeep', Model: '' })).toBe('Jeep');
    expect(fitmentRangeText({ Model: 'F-150', 'Start Year': 2015 })).toBeNull();
    expect(fitmentRangeText(undefined)).toBeNull();
  });
});
