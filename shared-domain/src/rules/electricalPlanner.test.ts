// Worked examples of the electrical planner against the reference figures it uses, quoted here so a changed table
// shows up as a failing test:
// | AWG | copper Ω / 1000 ft (NIST Handbook 100, 20 °C) | ampacity A (ABYC E-11, 105 °C, outside engine spaces) |
// | 10  | 0.9989                                         | 60                                                    |
// | 8   | 0.6282                                         | 80                                                    |
// | 6   | 0.3951                                         | 120                                                   |
// | 4   | 0.2485                                         | 160                                                   |
// | 2   | 0.1563                                         | 210                                                   |
// | 1/0 | 0.09827                                        | 285                                                   |
// CCA factor 1 / 0.629 = 1.590 (ASTM B566 class 10A: 62.9 % IACS). Voltage drop target 3 % of 13.8 V = 0.414 V.
// Fuse ratings: AGU 10-80 A, MANL 30-150 A, ANL 35-500 A; a fuse is 125 % of the continuous draw, at most the
// wire's ampacity.
import {
  ELECTRICAL_FIGURES,
  FUSE_RATINGS,
  GAUGES,
  amplifierClassOf,
  amplifierDrawAmps,
  classEfficiency,
  fuseFor,
  powerPlan,
  powerWire,
  voltageDrop,
} from './electricalPlanner';
import type { VehicleElectrical } from '../types/fitTools';

const TRUCK_130A: VehicleElectrical = { alternatorAmps: 130, batteryAh: 70, batteryCca: 600 };
const classD = (rmsWatts: number) => ({ rmsWatts, efficiency: ELECTRICAL_FIGURES.efficiency.classD });

describe('reference figures', () => {
  it('quotes the AWG table, the CCA factor and the fuse classes', () => {
    // gauge: copper ohms per 1000 ft (NIST Handbook 100), ampacity in A (ABYC E-11, 105 °C)
    const quoted = { '10': '0.9989 60', '8': '0.6282 80', '6': '0.3951 120', '4': '0.2485 160', '2': '0.1563 210' };
    const table = Object.fromEntries(GAUGES.map((g) => [g.gauge, `${g.copperOhmsPer1000Ft} ${g.ampacity}`]));
    expect(table).toEqual({ ...quoted, '1/0': '0.09827 285' });
    expect(ELECTRICAL_FIGURES.ccaResistanceFactor).toBeCloseTo(1.59, 2);
    // Two AWG steps multiply resistance by 1.26² = 1.59: CCA is one step of the even gauges thicker.
    expect(GAUGES[2].copperOhmsPer1000Ft / GAUGES[3].copperOhmsPer1000Ft).toBeCloseTo(1.59, 2);
    expect(ELECTRICAL_FIGURES.runningVolts * ELECTRICAL_FIGURES.maxDropShare).toBeCloseTo(0.414, 3);
    expect([FUSE_RATINGS.AGU.at(-1), FUSE_RATINGS.MANL.at(-1), FUSE_RATINGS.ANL.at(-1)]).toEqual([80, 150, 500]);
  });
});

describe('current draw', () => {
  it.each([
    // 2000 W / 0.8 / 13.8 V = 181.2 A at full power; half of it at a 50 % music duty cycle.
    [2000, 0.8, 1, 181.16],
    [2000, 0.8, 0.5, 90.58],
    // Class A/B at 60 %: 500 W / 0.6 / 13.8 V.
    [500, 0.6, 1, 60.39],
  ])('%d W RMS at efficiency %d, duty %d draws %d A', (rmsWatts, efficiency, duty, amps) => {
    expect(amplifierDrawAmps({ rmsWatts, efficiency }, duty)).toBeCloseTo(amps, 1);
  });
});

describe('power wire', () => {
  it('loses I × L × R / 1000 volts, 1.59 times more in CCA', () => {
    // 90.58 A over 17 ft of 4 AWG copper: 90.58 × 17 × 0.2485 / 1000 = 0.383 V.
    expect(voltageDrop(GAUGES[3], 'copper', 17, 90.58)).toBeCloseTo(0.383, 3);
    expect(voltageDrop(GAUGES[3], 'cca', 17, 90.58)).toBeCloseTo(0.608, 3);
  });

  it.each([
    // 6 AWG would drop 0.608 V (> 0.414 V); 4 AWG drops 0.383 V. CCA 4 AWG drops 0.608 V, CCA 2 AWG 0.383 V.
    [90.58, 17, '4', '2'],
    // 30.2 A over 10 ft: 10 AWG drops 0.302 V; CCA 10 AWG 0.479 V, CCA 8 AWG 0.302 V.
    [30.2, 10, '10', '8'],
    // 181 A is above 4 AWG's 160 A; 2 AWG drops 0.481 V over 17 ft; 1/0 drops 0.302 V; CCA 1/0 drops 0.481 V.
    [181.16, 17, '1/0', null],
  ])('%d A over %d ft: copper %s, CCA %s', (amps, lengthFt, copper, cca) => {
    expect(powerWire(amps, lengthFt, 'copper')?.gauge ?? null).toBe(copper);
    expect(powerWire(amps, lengthFt, 'cca')?.gauge ?? null).toBe(cca);
  });
});

describe('fuses', () => {
  it.each([
    // 125 % of 90.58 A = 113.2 A: ANL 125 A, under 4 AWG's 160 A.
    [90.58, '4', ['ANL'], { fuseClass: 'ANL', amps: 125 }],
    // 125 % of 45.3 A = 56.6 A: AGU 60 A, exactly 10 AWG's 60 A.
    [45.29, '10', ['AGU', 'MANL', 'ANL'], { fuseClass: 'AGU', amps: 60 }],
    // 125 % of 70 A = 87.5 A: AGU stops at 80 A, so MANL 100 A, which 6 AWG (120 A) takes.
    [70, '6', ['AGU', 'MANL'], { fuseClass: 'MANL', amps: 100 }],
    // ANL 100 A would be above 8 AWG's 80 A: no fuse protects that wire, it is too thin.
    [70, '8', ['ANL'], null],
  ] as const)('%d A on %s AWG (%j): %j', (amps, gauge, classes, fuse) => {
    expect(fuseFor(amps, gauge, classes)).toEqual(fuse);
  });
});

describe('power plan', () => {
  it('2,000 W RMS at 17 ft with a 130 A alternator: 4 AWG copper (2 AWG CCA), 125 A ANL and a Big 3', () => {
    const plan = powerPlan({ amplifiers: [classD(2000)], lengthFt: 17, duty: 0.5, vehicle: TRUCK_130A });
    expect(plan.averageAmps).toBeCloseTo(90.58, 1);
    expect(plan.copper?.gauge).toBe('4');
    expect(plan.cca?.gauge).toBe('2');
    expect(plan.ground).toBe('4');
    expect(plan.batteryFuse).toEqual({ fuseClass: 'ANL', amps: 125 });
    expect(plan.blockOutputs).toEqual([]);
    // 130 A − 30 A vehicle load − 90.6 A = 9.4 A spare: the alternator keeps up, but the audio takes over half its
    // output (> 65 A), so the factory charge wires need the Big 3. Bursts: 181.2 − 100 = 81.2 A < 600 CCA / 5.
    expect(plan.charging?.alternatorSpareAmps).toBeCloseTo(9.42, 1);
    expect(plan.charging?.batteryBurstAmps).toBeCloseTo(81.16, 1);
    expect(plan.charging?.upgrades).toEqual(['big3']);
  });

  it('4,000 W needs 1/0 copper, no CCA gauge, a larger alternator and a second battery', () => {
    const plan = powerPlan({ amplifiers: [classD(4000)], lengthFt: 17, duty: 0.5, vehicle: TRUCK_130A });
    expect(plan.copper?.gauge).toBe('1/0');
    expect(plan.cca).toBeNull();
    // 125 % of 181.2 A = 226.4 A: ANL 250 A, under 1/0's 285 A.
    expect(plan.batteryFuse).toEqual({ fuseClass: 'ANL', amps: 250 });
    expect(plan.charging?.upgrades).toEqual(['big3', 'alternator', 'battery']);
  });

  it('a small class A/B amplifier needs no upgrade', () => {
    const plan = powerPlan({
      amplifiers: [{ rmsWatts: 500, efficiency: 0.6 }],
      lengthFt: 10,
      duty: 0.5,
      vehicle: TRUCK_130A,
    });
    expect(plan.copper?.gauge).toBe('10');
    // 125 % of 30.2 A = 37.7 A: ANL 40 A.
    expect(plan.batteryFuse).toEqual({ fuseClass: 'ANL', amps: 40 });
    expect(plan.charging?.upgrades).toEqual([]);
  });

  it('has no charging-system part without a vehicle', () => {
    expect(powerPlan({ amplifiers: [classD(2000)], lengthFt: 17, duty: 0.5, vehicle: null }).charging).toBeNull();
  });

  it('two amplifiers share the run and get one fused block output each', () => {
    const plan = powerPlan({
      amplifiers: [classD(1000), classD(1000)],
      lengthFt: 17,
      duty: 0.5,
      vehicle: TRUCK_130A,
    });
    expect(plan.copper?.gauge).toBe('4');
    expect(plan.blockOutputs.map((o) => [o.amplifier, o.wire?.gauge, o.fuse])).toEqual([
      [0, '10', { fuseClass: 'AGU', amps: 60 }],
      [1, '10', { fuseClass: 'AGU', amps: 60 }],
    ]);
  });
});

describe('amplifier class and its default efficiency', () => {
  // Sources of the defaults: "In a class D amplifier the equivalent efficiency is around 90%" and "The efficiency of a
  // class AB amplifier is only 50%" (D-Amp, Class D technology, d-amp.com/damp/technology.htm); a push-pull class B
  // stage "has a theoretical efficiency of 78.5% ... typically to around 50%" with its bias current (Stereophile); a
  // car audio installer's measurements: class AB "65% seems to be the norm", class D "usually reaches around 90%". So
  // class D about 80-90 %, class AB about 50-65 %: the planner takes class D at 80 % (the low end: more current, the
  // safe side) and class AB at 60 %.
  it('plans class D at 80 % and class AB at 60 %, an unknown class as class D', () => {
    expect(classEfficiency('D')).toBe(0.8);
    expect(classEfficiency('AB')).toBe(0.6);
    expect(classEfficiency(null)).toBe(0.8);
    for (const cls of ['D', 'AB'] as const) {
      expect(classEfficiency(cls)).toBeGreaterThanOrEqual(cls === 'D' ? 0.8 : 0.5);
      expect(classEfficiency(cls)).toBeLessThanOrEqual(cls === 'D' ? 0.9 : 0.65);
    }
  });

  it.each([
    [{ name: 'RP-2000.1D | 2000 Watt RMS Monoblock Class D Car Amplifier' }, 'D'],
    [{ name: 'SA-400.4 | 4-Channel Class AB Amplifier' }, 'AB'],
    [{ name: 'SA-400.4 | 4-Channel Class A/B Amplifier' }, 'AB'],
    [{ name: 'SA-400.4 | class-ab amplifier' }, 'AB'],
    [{ name: 'RP-75.4AB | 4-Channel 300 Watt RMS Full-Range Car Amplifier', properties: { Class: 'AB' } }, 'AB'],
    // The properties come first.
    [{ name: 'Class D amplifier', properties: { 'Amplifier Class': 'A/B' } }, 'AB'],
    [{ name: 'Class AB amplifier', properties: { Class: 'D' } }, 'D'],
    [{ name: 'SK-4X65 | 4-Channel 260 Watt RMS Full-Range Car Amplifier' }, null],
    [{ name: 'First class Dual amplifier' }, null],
  ])('%j is class %s', (product, expected) => {
    expect(amplifierClassOf(product)).toBe(expected);
  });
});
