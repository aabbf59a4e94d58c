// The diagram's geometry: every terminal gets its own place on the terminal row, and no two wires of different nets
// run along the same lane over the same stretch (they would read as connected).
import { type VoiceCoils } from '@storefront/shared-domain';
import { wiringOptions } from '@storefront/shared-domain/fit-tools';
import { diagramLayout } from './diagramLayout';

const dvc = (ohmsPerCoil: number): VoiceCoils => ({ layout: 'DVC', count: 2, ohmsPerCoil });
const svc = (ohmsPerCoil: number): VoiceCoils => ({ layout: 'SVC', count: 1, ohmsPerCoil });

describe('diagramLayout', () => {
  const setups = [1, 2, 3, 4].flatMap((count) => [
    { count, coils: dvc(2) },
    { count, coils: svc(4) },
  ]);

  it.each(setups.flatMap((setup) => wiringOptions(setup).map((w) => [w.name, w] as const)))(
    '%s: distinct terminal places, no shared run between nets',
    (_name, wiring) => {
      const layout = diagramLayout(wiring.topology);
      const xs = layout.terminals.map((t) => t.x);
      expect(new Set(xs).size).toBe(xs.length);
      expect(layout.terminals).toHaveLength(wiring.topology.terminals.length);
      const netOf = new Map(wiring.topology.nets.flatMap((n, i) => n.terminals.map((id) => [id, i] as const)));
      for (const a of layout.wires) {
        for (const b of layout.wires) {
          if (a === b || a.lane !== b.lane || netOf.get(a.from) === netOf.get(b.from)) continue;
          expect(a.x2 <= b.x1 || b.x2 <= a.x1).toBe(true);
        }
      }
      expect(layout.width).toBeGreaterThan(Math.max(...xs));
    },
  );

  it('keeps a coil pair’s jumper on the lowest lane, under the runs from the amplifier', () => {
    const wiring = wiringOptions({ count: 1, coils: dvc(4) }).find((w) => w.coilWiring === 'series')!;
    const layout = diagramLayout(wiring.topology);
    const jumper = layout.wires.find((w) => w.polarity === 'link')!;
    expect(jumper.lane).toBe(0);
    expect(layout.laneY(1)).toBeLessThan(layout.laneY(0));
    expect(layout.laneY(0)).toBeLessThan(layout.terminalY);
  });
});
