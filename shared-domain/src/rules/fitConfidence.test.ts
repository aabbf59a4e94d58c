import {
  FIT_CONFIDENCE_TEXTS,
  fitConfidence,
  fitVehicleLabel,
  keptByFitFilter,
  toFitVehicle,
  whatFitsHref,
  type FitConfidenceProduct,
} from './fitConfidence';

const f150Box: FitConfidenceProduct = {
  sku: 'VS-FORD-F150-1520-12',
  category: 'empty-subwoofer-enclosures',
  properties: { Make: 'Ford', Model: 'F-150|F-250', 'Start Year': '2015', 'End Year': '2020' },
};
const crewCabBox: FitConfidenceProduct = {
  ...f150Box,
  properties: { ...f150Box.properties, Trim: 'Crew Cab' },
};
const f150 = { year: 2018, make: 'Ford', model: 'F-150' };

describe('fitConfidence', () => {
  it('claims nothing without year, make and model', () => {
    expect(fitConfidence(f150Box, null)).toBeNull();
    expect(fitConfidence(f150Box, { year: 2018, make: 'Ford' })).toBeNull();
    expect(fitConfidence({ sku: 'AMP-1', category: 'car-amplifiers' }, { make: 'Ford', model: 'F-150' })).toBeNull();
  });

  it('says a matching vehicle-specific product fits, naming the vehicle', () => {
    expect(fitConfidence(f150Box, f150)).toEqual({ kind: 'fits', text: 'Fits your 2018 Ford F-150', notes: [] });
    expect(fitConfidence(f150Box, { year: 2015, make: 'ford', model: 'f-250' })?.kind).toBe('fits');
  });

  it('says a product for another year, make or model does not fit', () => {
    for (const vehicle of [
      { ...f150, year: 2021 },
      { ...f150, make: 'Chevrolet' },
      { ...f150, model: 'Ranger' },
    ]) {
      const confidence = fitConfidence(f150Box, vehicle);
      expect(confidence?.kind).toBe('does-not-fit');
      expect(confidence?.text).toMatch(/^Does not fit your /);
    }
  });

  it('reads an open End Year as "and up"', () => {
    const openBox = { ...f150Box, properties: { ...f150Box.properties, 'End Year': '' } };
    expect(fitConfidence(openBox, { ...f150, year: 2030 })?.kind).toBe('fits');
  });

  it('fits with notes when the product is for one trim and the vehicle does not say its trim', () => {
    expect(fitConfidence(crewCabBox, f150)).toEqual({
      kind: 'fits-with-notes',
      text: FIT_CONFIDENCE_TEXTS.fitsWithNotes,
      notes: [FIT_CONFIDENCE_TEXTS.trimOnly('Crew Cab')],
    });
  });

  it('compares trims when both say one', () => {
    expect(fitConfidence(crewCabBox, { ...f150, trim: 'crew cab' })).toEqual({
      kind: 'fits',
      text: 'Fits your 2018 Ford F-150 crew cab',
      notes: [],
    });
    expect(fitConfidence(crewCabBox, { ...f150, trim: 'Regular Cab' })).toEqual({
      kind: 'does-not-fit',
      text: 'Does not fit your 2018 Ford F-150 Regular Cab',
      notes: [],
    });
    // A product for every trim fits any trim.
    expect(fitConfidence(f150Box, { ...f150, trim: 'Regular Cab' })?.kind).toBe('fits');
  });

  it('fits with notes when the catalogue wrote compatibility notes, listing them in full', () => {
    const noted = {
      ...crewCabBox,
      vehicleFitment: { compatibilityNotes: ' Requires removal of the rear seat bolts. ' },
    };
    expect(fitConfidence(noted, f150)?.notes).toEqual([
      FIT_CONFIDENCE_TEXTS.trimOnly('Crew Cab'),
      'Requires removal of the rear seat bolts.',
    ]);
    expect(fitConfidence(noted, { ...f150, trim: 'Crew Cab' })?.notes).toEqual([
      'Requires removal of the rear seat bolts.',
    ]);
    // Notes never turn a mismatch into a fit.
    expect(fitConfidence(noted, { ...f150, year: 2010 })?.kind).toBe('does-not-fit');
  });

  it('calls products whose fit does not depend on the vehicle universal', () => {
    for (const category of ['car-amplifiers', 'car-subwoofers', 'amplifier-wiring-kits', 'fuse-holders-and-fuses']) {
      expect(fitConfidence({ sku: 'X-1', category }, f150)).toEqual({
        kind: 'universal',
        text: 'Universal',
        notes: [],
      });
    }
    // A generic (not vehicle-specific) enclosure.
    expect(fitConfidence({ sku: 'QBOMB-12', category: 'empty-subwoofer-enclosures' }, f150)?.kind).toBe('universal');
  });

  it('has no fit data for a vehicle-specific sku without fitment, and for gear with no car fit', () => {
    expect(fitConfidence({ sku: 'VS-FORD-F150-1520-12', category: 'empty-subwoofer-enclosures' }, f150)?.kind).toBe(
      'no-data',
    );
    for (const category of ['car-speakers', 'marine-audio', 'professional-audio', 'bundles', undefined]) {
      expect(fitConfidence({ sku: 'X-1', category }, f150)).toEqual({
        kind: 'no-data',
        text: 'No fit data',
        notes: [],
      });
    }
  });
});

describe('keptByFitFilter', () => {
  it('keeps what fits, with notes or universally, and nothing without a vehicle', () => {
    expect(keptByFitFilter(fitConfidence(f150Box, f150))).toBe(true);
    expect(keptByFitFilter(fitConfidence(crewCabBox, f150))).toBe(true);
    expect(keptByFitFilter(fitConfidence({ sku: 'A', category: 'car-amplifiers' }, f150))).toBe(true);
    expect(keptByFitFilter(fitConfidence(f150Box, { ...f150, year: 1999 }))).toBe(false);
    expect(keptByFitFilter(fitConfidence({ sku: 'S', category: 'car-speakers' }, f150))).toBe(false);
    expect(keptByFitFilter(null)).toBe(false);
  });
});

describe('toFitVehicle and fitVehicleLabel', () => {
  it('needs year, make and model, and keeps a trim only when it says something', () => {
    expect(toFitVehicle({ year: 2018, make: 'Ford', model: ' ' })).toBeNull();
    expect(toFitVehicle({ ...f150, trim: '  ' })).toEqual(f150);
    expect(fitVehicleLabel({ ...f150, trim: 'Crew Cab' })).toBe('2018 Ford F-150 Crew Cab');
  });
});

describe('whatFitsHref', () => {
  it("is the vehicle finder's listing for the vehicle", () => {
    expect(whatFitsHref(f150)).toMatch(/^\/collections\/vehicle-specific-subwoofer-enclosures\?/);
    expect(whatFitsHref(f150)).toContain('F-150');
  });
});
