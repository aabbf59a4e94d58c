import {
  MATCH_TUNING_TOLERANCE_HZ,
  MATCH_VOLUME_TOLERANCE,
  PORT_VELOCITY_LIMIT_M_S,
  cmToInches,
  cubicFeetToCubicInches,
  cubicFeetToLiters,
  cubicInchesToCubicFeet,
  cubicInchesToLiters,
  dimensionProblem,
  efficiencyFromSensitivity,
  enclosureMatches,
  f3Hz,
  grossInternalCubicFeet,
  inchesToCm,
  litersToCubicFeet,
  litersToCubicInches,
  logSpacedFrequencies,
  netCubicFeet,
  passbandSplDb,
  portAirVelocity,
  portAreaSquareCm,
  portDisplacementCubicFeet,
  portLengthCm,
  portTuningHz,
  predictedResponse,
  sealedAlignment,
  sealedResponseDb,
  sealedVolumeForQtc,
  ventedAlignmentFromQts,
  ventedResponseDb,
  voiceCoilsFromSku,
  type PortSize,
} from './boxDesign';

const within = (actual: number, expected: number, relative: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * relative);

describe('unit conversions (exact definitions: 1 in = 2.54 cm, 1 ft = 12 in)', () => {
  it.each([
    ['1 in in cm', inchesToCm(1), 2.54],
    ['2.54 cm in in', cmToInches(2.54), 1],
    ['1 ft³ in in³', cubicFeetToCubicInches(1), 1728],
    ['1728 in³ in ft³', cubicInchesToCubicFeet(1728), 1],
    ['1 ft³ in L', cubicFeetToLiters(1), 28.316846592],
    ['28.316846592 L in ft³', litersToCubicFeet(28.316846592), 1],
    ['1 L in in³', litersToCubicInches(1), 61.0237441],
    ['61.0237441 in³ in L', cubicInchesToLiters(61.0237441), 1],
  ])('%s', (_what, actual, expected) => expect(actual).toBeCloseTo(expected, 6));
});

describe('gross internal volume', () => {
  it.each([
    // DD Audio, "Box Design Steps", step 2: 13 H x 32 W x 10 D outside, 3/4" walls -> 11.5 x 30.5 x 8.5 = 2981.375 in³.
    ['DD Audio worked example', { width: 32, height: 13, depth: 10, wall: 0.75, unit: 'in' as const }, 2981.375 / 1728],
    // The same box in centimetres gives the same volume.
    ['same box in cm', { width: 81.28, height: 33.02, depth: 25.4, wall: 1.905, unit: 'cm' as const }, 2981.375 / 1728],
    ['a 14 in cube with 1 in walls is 1728 in³', { width: 14, height: 14, depth: 14, wall: 1, unit: 'in' as const }, 1],
  ])('%s', (_what, box, cubicFeet) => expect(grossInternalCubicFeet(box)).toBeCloseTo(cubicFeet, 6));

  it.each([
    [{ width: 10, height: 10, depth: 10, wall: 5, unit: 'in' as const }, 'wallTooThick'],
    [{ width: 10, height: 3, depth: 10, wall: 1.6, unit: 'in' as const }, 'wallTooThick'],
    [{ width: 0, height: 10, depth: 10, wall: 0.75, unit: 'in' as const }, 'notPositive'],
    [{ width: 10, height: 10, depth: 10, wall: -1, unit: 'in' as const }, 'notPositive'],
    [{ width: Number.NaN, height: 10, depth: 10, wall: 1, unit: 'in' as const }, 'notPositive'],
  ])('impossible dimensions %o: %s, no volume', (box, problem) => {
    expect(dimensionProblem(box)).toBe(problem);
    expect(grossInternalCubicFeet(box)).toBeNull();
  });
});

describe('net volume', () => {
  it('subtracts each driver, the port and the bracing', () => {
    expect(
      netCubicFeet({
        grossCubicFeet: 4,
        subwooferCount: 2,
        displacementCubicFeetEach: 0.15,
        portCubicFeet: 0.4,
        bracingCubicFeet: 0.1,
      }),
    ).toBeCloseTo(3.2, 10);
  });
  it('can go negative (the page reports it)', () => {
    expect(
      netCubicFeet({
        grossCubicFeet: 0.2,
        subwooferCount: 2,
        displacementCubicFeetEach: 0.15,
        portCubicFeet: 0,
        bracingCubicFeet: 0,
      }),
    ).toBeLessThan(0);
  });
});

describe('ports', () => {
  const round4in: PortSize = { shape: 'round', diameter: 4, unit: 'in', count: 1 };

  it('port area: round π·D²/4, slot width x height', () => {
    expect(portAreaSquareCm(round4in)).toBeCloseTo((Math.PI * 10.16 ** 2) / 4, 6);
    expect(portAreaSquareCm({ shape: 'slot', width: 10, height: 3, unit: 'in', count: 1 })).toBeCloseTo(30 * 6.4516, 6);
  });

  // The same port computed by three published forms of the formula agrees within 1 %:
  // Small & Margolis (JAES 1981) in mm and litres: Lv = 2350·Dv²/(Vb·Fb²) − 0.73·Dv;
  // kbapps.com "Audio Speaker Design Formulas" in inches: Lp = 14630000·R²/(Fb²·Vb) − 1.463·R (Vb in in³).
  it.each([
    [100, 50, 35],
    [150, 100, 32],
    [75, 30, 40],
  ])('round port of %i mm in %i L tuned to %i Hz', (dvMm, liters, fb) => {
    const port: PortSize = { shape: 'round', diameter: dvMm / 10, unit: 'cm', count: 1 };
    const ours = portLengthCm(port, fb, liters) * 10;
    const smallMargolis = (2350 * dvMm ** 2) / (liters * fb ** 2) - 0.73 * dvMm;
    const rIn = dvMm / 25.4 / 2;
    const kbapps = ((14630000 * rIn ** 2) / (fb ** 2 * liters * 61.016949) - 1.463 * rIn) * 25.4;
    within(ours, smallMargolis, 0.01);
    within(ours, kbapps, 0.01);
  });

  it('a worked example: 4" round port, 2 ft³ net, 32 Hz -> about 34.5 cm (13.6")', () => {
    const length = portLengthCm(round4in, 32, cubicFeetToLiters(2));
    expect(length).toBeCloseTo(34.5, 0);
  });

  it('two ports of one size need twice the length term (Np)', () => {
    const one = portLengthCm(round4in, 32, 56.6);
    const two = portLengthCm({ ...round4in, count: 2 }, 32, 56.6);
    expect(two).toBeGreaterThan(one * 2);
  });

  it.each([
    [round4in, 56.6, 30],
    [{ shape: 'slot', width: 14, height: 2.5, unit: 'in', count: 1 } as PortSize, 85, 34],
    [{ shape: 'slot', width: 30, height: 6, unit: 'cm', count: 1 } as PortSize, 40, 38],
  ])('tuning for a length inverts length for a tuning (%o)', (port, liters, fb) => {
    const length = portLengthCm(port, fb, liters);
    expect(portTuningHz(port, length, liters)).toBeCloseTo(fb, 8);
  });

  it('a longer port tunes lower, a bigger box tunes lower', () => {
    expect(portTuningHz(round4in, 40, 56.6)).toBeLessThan(portTuningHz(round4in, 30, 56.6));
    expect(portTuningHz(round4in, 30, 80)).toBeLessThan(portTuningHz(round4in, 30, 56.6));
  });

  it('port displacement: air of a round port; a slot adds its dividing wall', () => {
    const areaCm2 = portAreaSquareCm(round4in);
    expect(portDisplacementCubicFeet(round4in, 30)).toBeCloseTo(litersToCubicFeet((areaCm2 * 30) / 1000), 10);
    const slot: PortSize = { shape: 'slot', width: 10, height: 5, unit: 'cm', count: 1 };
    expect(portDisplacementCubicFeet(slot, 40, 1.9)).toBeCloseTo(
      litersToCubicFeet((50 * 40 + 40 * 5 * 1.9) / 1000),
      10,
    );
    expect(portDisplacementCubicFeet(slot, -3, 1.9)).toBe(0);
  });
});

describe('port air velocity', () => {
  it('η0 from sensitivity: 112.1 dB is 100 %, 92.1 dB is 1 % (Dickason)', () => {
    expect(efficiencyFromSensitivity(112.1)).toBeCloseTo(1, 10);
    expect(efficiencyFromSensitivity(92.1)).toBeCloseTo(0.01, 10);
  });

  const base = {
    fbHz: 32,
    watts: 1000,
    sensitivityDb: 88,
  };

  it('worked example from the radiated power: U = √(4π·c·η0·P / (ρ·ω²)), v = U / Sp', () => {
    const eta = 10 ** ((88 - 112.1) / 10);
    const omega = 2 * Math.PI * 32;
    const u = Math.sqrt((4 * Math.PI * 343 * eta * 1000) / (1.204 * omega ** 2));
    expect(portAirVelocity({ ...base, totalPortAreaSquareCm: 100 })).toBeCloseTo(u / 0.01, 6);
  });

  it('1000 W at 32 Hz: a 4" round port is far over the limit, an 80 in² slot is under it', () => {
    expect(portAirVelocity({ ...base, totalPortAreaSquareCm: 81.07 })).toBeGreaterThan(PORT_VELOCITY_LIMIT_M_S);
    expect(portAirVelocity({ ...base, totalPortAreaSquareCm: 80 * 6.4516 })).toBeLessThan(PORT_VELOCITY_LIMIT_M_S);
  });

  it('the level at Fb scales the radiated power: 6 dB down halves the air speed', () => {
    const full = portAirVelocity({ ...base, totalPortAreaSquareCm: 100 });
    expect(portAirVelocity({ ...base, totalPortAreaSquareCm: 100, relativeLevelDb: -6.0206 })).toBeCloseTo(full / 2, 6);
  });

  it('no port, no velocity', () => {
    expect(portAirVelocity({ ...base, totalPortAreaSquareCm: 0 })).toBe(0);
  });
});

describe('sealed box (Small 1972)', () => {
  it.each([
    // α = Vas/Vb = 1: both rise by √2 (Qts 0.5 -> Qtc 0.707, the Butterworth alignment).
    [{ fsHz: 30, qts: 0.5, vasLiters: 50 }, 50, 1, 0.7071, 42.43],
    // α = 3: both double.
    [{ fsHz: 25, qts: 0.35, vasLiters: 90 }, 30, 1, 0.7, 50],
    // Two drivers in one box act as one of 2·Vas: α = 2·40/80 = 1.
    [{ fsHz: 32, qts: 0.45, vasLiters: 40 }, 80, 2, 0.6364, 45.25],
  ])('%o in %i L x %i: Qtc %d, Fc %d', (driver, liters, count, qtc, fc) => {
    const result = sealedAlignment(driver, liters, count);
    expect(result.qtc).toBeCloseTo(qtc, 3);
    expect(result.fcHz).toBeCloseTo(fc, 1);
  });

  it('the volume for a target Qtc gives that Qtc back; none when Qts is already above it', () => {
    const driver = { fsHz: 30, qts: 0.45, vasLiters: 45 };
    const liters = sealedVolumeForQtc(driver, 0.707)!;
    expect(sealedAlignment(driver, liters).qtc).toBeCloseTo(0.707, 10);
    expect(sealedVolumeForQtc({ ...driver, qts: 0.8 }, 0.707)).toBeNull();
  });

  it.each([
    // |H(Fc)| = Qtc: 0.707 -> −3.01 dB, 1 -> 0 dB, 0.5 -> −6.02 dB (Small 1972).
    [0.707, -3.01],
    [1, 0],
    [0.5, -6.02],
  ])('level at Fc with Qtc %d is %d dB', (qtc, db) => {
    expect(sealedResponseDb(40, 40, qtc)).toBeCloseTo(db, 2);
  });

  it('falls 12 dB per octave far below Fc and is flat far above', () => {
    expect(sealedResponseDb(2, 40, 0.707) - sealedResponseDb(4, 40, 0.707)).toBeCloseTo(-12.04, 1);
    expect(sealedResponseDb(4000, 40, 0.707)).toBeCloseTo(0, 3);
  });
});

describe('vented box (Small 1973, Thiele 1971 alignment table)', () => {
  // B4 (Butterworth) alignment, lossless: Qt = 0.383, h = Fb/Fs = 1, α = 1.414, F3 = Fs (−3.01 dB).
  const b4 = { fsHz: 30, qts: 0.3827, vasLiters: 141.4, netLiters: 100, fbHz: 30, ql: Infinity };

  it('B4: −3.01 dB at Fs, flat far above', () => {
    expect(ventedResponseDb(30, b4)).toBeCloseTo(-3.01, 1);
    expect(ventedResponseDb(3000, b4)).toBeCloseTo(0, 3);
  });

  it('B4 is maximally flat: |H|² = Ω⁸ / (1 + Ω⁸), e.g. −12.3 dB at Fs/√2', () => {
    const omega = 1 / Math.SQRT2;
    expect(ventedResponseDb(30 * omega, b4)).toBeCloseTo(10 * Math.log10(omega ** 8 / (1 + omega ** 8)), 2);
  });

  it('falls 24 dB per octave far below Fb', () => {
    expect(ventedResponseDb(1, b4) - ventedResponseDb(2, b4)).toBeCloseTo(-24.08, 1);
  });

  it('losses (QL = 7) lower the level near Fb a little', () => {
    const lossy = ventedResponseDb(30, { ...b4, ql: 7 });
    expect(lossy).toBeLessThan(-3.01);
    expect(lossy).toBeGreaterThan(-6);
  });

  it('Margolis-Small fits: Qts 0.4, Vas 100 L, Fs 25 Hz -> Vb ≈ 97.5 L, Fb ≈ 25.3 Hz', () => {
    const { netLiters, fbHz } = ventedAlignmentFromQts({ fsHz: 25, qts: 0.4, vasLiters: 100 });
    expect(netLiters).toBeCloseTo(20 * 100 * 0.4 ** 3.3, 6);
    expect(netLiters).toBeCloseTo(97.5, 0);
    expect(fbHz).toBeCloseTo(25.3, 1);
  });
});

describe('predicted response', () => {
  it('log-spaced points from 10 to 200 Hz', () => {
    const f = logSpacedFrequencies();
    expect(f[0]).toBeCloseTo(10, 10);
    expect(f[f.length - 1]).toBeCloseTo(200, 8);
    expect(f[1] / f[0]).toBeCloseTo(f[2] / f[1], 10);
  });

  it('passband level: sensitivity + 10·log10(P) + 10·log10(N)', () => {
    expect(passbandSplDb(88, 1000, 2)).toBeCloseTo(88 + 30 + 3.0103, 3);
  });

  it('sealed and ported curves approach the passband level at 200 Hz; ported reaches deeper', () => {
    const driver = { fsHz: 30, qts: 0.45, vasLiters: 45 };
    const sealed = predictedResponse({ alignment: 'sealed', driver, netLiters: 35, count: 1 }, 88, 500);
    const vented = ventedAlignmentFromQts(driver);
    const ported = predictedResponse(
      { alignment: 'ported', driver, netLiters: vented.netLiters, fbHz: vented.fbHz, count: 1 },
      88,
      500,
    );
    const passband = passbandSplDb(88, 500);
    expect(sealed.at(-1)!.db).toBeCloseTo(passband, 0);
    expect(ported.at(-1)!.db).toBeCloseTo(passband, 0);
    expect(f3Hz(ported, passband)!).toBeLessThan(f3Hz(sealed, passband)!);
  });

  it('f3 is null when the curve never gets within 3 dB', () => {
    expect(f3Hz([{ hz: 10, db: 50 }], 90)).toBeNull();
  });
});

describe('matching enclosures', () => {
  const target = {
    alignment: 'ported' as const,
    netCubicFeet: 3,
    tuningHz: 33,
    subwooferCount: 2,
    subwooferSizeInches: 12,
  };
  it.each([
    ['the same box', {}, true],
    ['volume at the tolerance', { netCubicFeet: 3 * (1 + MATCH_VOLUME_TOLERANCE) - 1e-9 }, true],
    ['volume beyond it', { netCubicFeet: 3 * (1 + MATCH_VOLUME_TOLERANCE) + 0.01 }, false],
    ['tuning at the tolerance', { tuningHz: 33 - MATCH_TUNING_TOLERANCE_HZ }, true],
    ['tuning beyond it', { tuningHz: 33 + MATCH_TUNING_TOLERANCE_HZ + 0.1 }, false],
    ['no tuning', { tuningHz: undefined }, false],
    ['sealed', { alignment: 'sealed' as const }, false],
    ['one subwoofer', { subwooferCount: 1 }, false],
    ['10"', { subwooferSizeInches: 10 }, false],
  ])('%s: %s', (_what, change, matches) => {
    expect(enclosureMatches(target, { ...target, ...change })).toBe(matches);
  });

  it('a sealed target ignores tuning; an impossible target matches nothing', () => {
    const sealed = { ...target, alignment: 'sealed' as const, tuningHz: undefined };
    expect(enclosureMatches(sealed, { ...sealed, netCubicFeet: 3.1 })).toBe(true);
    expect(enclosureMatches({ ...sealed, netCubicFeet: -1 }, { ...sealed, netCubicFeet: -1 })).toBe(false);
  });
});

describe('voice coils from the sku', () => {
  it.each([
    ['ZVX-12 D4', { layout: 'DVC', count: 2, ohmsPerCoil: 4 }],
    ['SSX-10 D2', { layout: 'DVC', count: 2, ohmsPerCoil: 2 }],
    ['ZVX-8 D1', { layout: 'DVC', count: 2, ohmsPerCoil: 1 }],
    ['SSX-10 D2-MK2', { layout: 'DVC', count: 2, ohmsPerCoil: 2 }],
    ['XYZ-12 S4', { layout: 'SVC', count: 1, ohmsPerCoil: 4 }],
    ['XYZ-12 S2', { layout: 'SVC', count: 1, ohmsPerCoil: 2 }],
    ['RP-2000.1D', null],
    ['SSX-10 D22', null],
  ])('%s', (sku, coils) => expect(voiceCoilsFromSku(sku)).toEqual(coils));
});
