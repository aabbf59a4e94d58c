// The seed's audio parameters cover every car subwoofer, car amplifier and enclosure, with values a
// car-audio data sheet would print, and agree with the shared box maths.
import {
  RECOMMENDED_QTC,
  canWireSafely,
  cubicFeetToLiters,
  sealedAlignment,
  ventedAlignmentFromQts,
} from '@storefront/shared-domain/fit-tools';
import { generateCatalogue } from '../src/seed/catalogue';
import { COLLECTION as C } from '../src/seed/collections';
import { RP_1500_PARAMETERS } from './helpers';

const catalogue = generateCatalogue(1);
const inCategory = (category: string) => catalogue.filter((p) => p.category === category);

describe('subwoofers', () => {
  const subs = inCategory(C.subwoofers).filter((p) => !p.isParentSku);

  it('every car subwoofer (normal and variant children) has parameters; the variant parent has none', () => {
    expect(subs.length).toBeGreaterThan(30);
    for (const p of subs) expect(p.audioParameters?.subwoofer).toBeDefined();
    expect(catalogue.find((p) => p.sku === 'ZVX-SUBS')?.audioParameters).toBeUndefined();
  });

  it.each([
    ['SSX-12 D2', 'DVC', 2, 2],
    ['SSX-12 D4', 'DVC', 2, 4],
    ['ZVX-8 D1', 'DVC', 2, 1],
  ])('%s: coils from the sku suffix', (sku, layout, count, ohms) => {
    const sub = catalogue.find((p) => p.sku === sku)!.audioParameters!.subwoofer!;
    expect(sub.voiceCoils).toEqual({ layout, count, ohmsPerCoil: ohms });
  });

  it('12" values are those of real 12" subwoofers (Fs 25-40 Hz, Qts 0.4-0.7, Vas 30-90 L)', () => {
    const twelves = subs.filter((p) => p.audioParameters!.subwoofer!.sizeInches === 12);
    expect(twelves.length).toBeGreaterThan(8);
    for (const p of twelves) {
      const s = p.audioParameters!.subwoofer!;
      expect(s.fsHz).toBeGreaterThanOrEqual(25);
      expect(s.fsHz).toBeLessThanOrEqual(40);
      expect(s.qts).toBeGreaterThanOrEqual(0.4);
      expect(s.qts).toBeLessThanOrEqual(0.7);
      expect(s.vasLiters).toBeGreaterThanOrEqual(30);
      expect(s.vasLiters).toBeLessThanOrEqual(90);
      expect(s.sdSquareCm).toBeGreaterThan(400);
    }
  });

  it('recommended boxes agree with the box maths (sealed Qtc 0.707, Margolis-Small vented fit)', () => {
    for (const p of subs) {
      const s = p.audioParameters!.subwoofer!;
      expect(s.rmsWatts).toBe(parseInt(p.properties['RMS Power']!, 10));
      const sealed = sealedAlignment(s, cubicFeetToLiters(s.recommendedSealedCubicFeet));
      expect(sealed.qtc).toBeCloseTo(RECOMMENDED_QTC, 2);
      const vented = ventedAlignmentFromQts(s);
      expect(s.recommendedPortedCubicFeet).toBeCloseTo(vented.netLiters / 28.316846592, 1);
      expect(s.recommendedTuningHz).toBeCloseTo(vented.fbHz, 0);
      expect(s.recommendedPortedCubicFeet).toBeGreaterThan(s.recommendedSealedCubicFeet);
    }
  });

  it('the D2 and D4 of one model share the cone and motor', () => {
    const d2 = catalogue.find((p) => p.sku === 'EVL-12 D2')!.audioParameters!.subwoofer!;
    const d4 = catalogue.find((p) => p.sku === 'EVL-12 D4')!.audioParameters!.subwoofer!;
    expect(d2.fsHz).toBe(d4.fsHz);
    expect(d2.vasLiters).toBe(d4.vasLiters);
  });

  it('is deterministic', () => {
    const again = generateCatalogue(1);
    expect(again.map((p) => p.audioParameters ?? null)).toEqual(catalogue.map((p) => p.audioParameters ?? null));
  });
});

describe('amplifiers', () => {
  it('every car amplifier is rated per load, highest ohms first, down to its minimum stable load', () => {
    const amps = inCategory(C.amplifiers);
    expect(amps.length).toBeGreaterThan(20);
    for (const p of amps) {
      const a = p.audioParameters!.amplifier!;
      const ohms = a.ratings.map((r) => r.ohms);
      expect([...ohms].sort((x, y) => y - x)).toEqual(ohms);
      expect(a.minimumStableOhms).toBe(ohms[ohms.length - 1]);
      for (let i = 1; i < a.ratings.length; i++)
        expect(a.ratings[i].rmsWatts).toBeGreaterThan(a.ratings[i - 1].rmsWatts);
    }
  });

  it('a 1500 W mono amplifier at 1 ohm: 500 W at 4, 850 W at 2, 1500 W at 1', () => {
    const a = catalogue.find((p) => p.sku === 'RP-1500.1D')!.audioParameters!.amplifier!;
    expect(a).toEqual(RP_1500_PARAMETERS);
  });

  it('a 4-channel amplifier is rated per channel at 4 and 2 ohms', () => {
    const a = catalogue.find((p) => p.sku === 'SK-4X100')!.audioParameters!.amplifier!;
    expect(a.channels).toBe(4);
    expect(a.ratings).toEqual([
      { ohms: 4, rmsWatts: 100 },
      { ohms: 2, rmsWatts: 150 },
    ]);
  });
});

describe('a 2-channel amplifier drives subwoofers bridged', () => {
  it('150 W x 2 @ 4 ohm: 300 W at 8 ohm, 450 W at 4 ohm, stable only down to 4 ohm', () => {
    const a = catalogue.find((p) => p.sku === 'SK-2X150')!.audioParameters!.amplifier!;
    expect(a).toEqual({
      sku: 'SK-2X150',
      channels: 1,
      ratings: [
        { ohms: 8, rmsWatts: 300 },
        { ohms: 4, rmsWatts: 450 },
      ],
      minimumStableOhms: 4,
    });
  });

  it('so a single DVC 1 ohm subwoofer (0.5 or 2 ohm) cannot be wired safely to it: the cart notice is reachable', () => {
    const amp = catalogue.find((p) => p.sku === 'SK-2X150')!.audioParameters!.amplifier!;
    const sub = catalogue.find((p) => p.sku === 'ZVX-8 D1')!.audioParameters!.subwoofer!;
    expect(canWireSafely({ count: 1, coils: sub.voiceCoils }, amp)).toBe(false);
    expect(canWireSafely({ count: 2, coils: sub.voiceCoils }, amp)).toBe(true);
  });
});

describe('enclosures', () => {
  const boxes = [...inCategory(C.empty), ...inCategory(C.loaded)].filter((p) => !p.isParentSku);

  it('every empty and loaded enclosure has volumes; ported ones a port and a tuning', () => {
    expect(boxes.length).toBeGreaterThan(100);
    for (const p of boxes) {
      const e = p.audioParameters!.enclosure!;
      expect(e.alignment).toBe(p.properties['Enclosure Type']!.toLowerCase());
      expect(e.subwooferCount).toBe(p.totalSubwooferHoles);
      expect(e.subwooferSizeInches).toBe(parseInt(p.properties['Subwoofer Size']!, 10));
      expect(e.netCubicFeet).toBeGreaterThan(0);
      expect(e.grossCubicFeet).toBeGreaterThan(e.netCubicFeet);
      if (e.alignment === 'ported') {
        expect(e.tuningHz).toBeGreaterThanOrEqual(25);
        expect(e.tuningHz).toBeLessThanOrEqual(45);
        expect(e.portAreaSquareInches).toBeGreaterThan(0);
      } else {
        expect(e.tuningHz).toBeUndefined();
      }
    }
  });

  it('loaded enclosures name a subwoofer of the catalogue, of their size, and its recommended box', () => {
    for (const p of inCategory(C.loaded)) {
      const e = p.audioParameters!.enclosure!;
      const sub = catalogue.find((s) => s.sku === e.loadedSubwooferSku)?.audioParameters?.subwoofer;
      expect(sub?.sizeInches).toBe(e.subwooferSizeInches);
      if (e.alignment === 'ported') expect(e.tuningHz).toBe(sub!.recommendedTuningHz);
    }
    expect(catalogue.find((p) => p.sku === 'LB-SSX-2X12-P')!.audioParameters!.enclosure!.loadedSubwooferSku).toMatch(
      /^SSX-12 D[24]$/,
    );
  });

  it('a universal dual 12" ported box: about 4 ft³ net, 36 in² of port, tuned 30-36 Hz', () => {
    const e = catalogue.find((p) => p.sku === 'SK-2X12-P')!.audioParameters!.enclosure!;
    expect(e.netCubicFeet).toBeGreaterThan(3.6);
    expect(e.netCubicFeet).toBeLessThan(4.4);
    expect(e.portAreaSquareInches).toBe(36);
    expect(e.tuningHz).toBeGreaterThanOrEqual(30);
    expect(e.tuningHz).toBeLessThanOrEqual(36);
  });
});
