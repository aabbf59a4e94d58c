// Where a wiring diagram draws things: every terminal on one row (the amplifier's + and -, then each subwoofer's coils,
// + before -), the amplifier and subwoofers as boxes below that row, and each wire as an orthogonal run above it
// (up from its first terminal to a lane, across, down to the second). Wires share a lane when their runs do not
// overlap; a net's daisy chain may share one, so it reads as one bus. Shorter runs take lower lanes, so the jumpers of
// a coil pair stay close to their terminals and the long runs from the amplifier pass above them.
import {
  AMPLIFIER_TERMINALS,
  type NetPolarity,
  type WiringTerminal,
  type WiringTopology,
} from '@storefront/shared-domain/fit-tools';

export const DIAGRAM = {
  margin: 16,
  terminalPitch: 28,
  coilGap: 20,
  subwooferGap: 28,
  amplifierPitch: 36,
  amplifierToSubwoofers: 44,
  boxPadding: 16,
  laneHeight: 14,
  topPadding: 12,
  amplifierBoxHeight: 64,
  subwooferBoxHeight: 96,
} as const;

export interface PlacedTerminal {
  terminal: WiringTerminal;
  x: number;
}

export interface PlacedBox {
  kind: 'amplifier' | 'subwoofer';
  /** 1-based subwoofer number; 0 for the amplifier. */
  index: number;
  x: number;
  width: number;
  height: number;
}

export interface PlacedWire {
  from: string;
  to: string;
  polarity: NetPolarity;
  x1: number;
  x2: number;
  lane: number;
}

export interface DiagramLayout {
  width: number;
  height: number;
  /** y of the terminal row (the top edge of every box). */
  terminalY: number;
  terminals: PlacedTerminal[];
  boxes: PlacedBox[];
  wires: PlacedWire[];
  /** y of a lane (lane 0 is nearest to the terminals). */
  laneY: (lane: number) => number;
}

function placeTerminals(terminals: readonly WiringTerminal[]): { placed: PlacedTerminal[]; boxes: PlacedBox[] } {
  const d = DIAGRAM;
  const placed: PlacedTerminal[] = [];
  const boxes: PlacedBox[] = [];
  let x = d.margin + d.boxPadding;
  const ampPlus = terminals.find((t) => t.id === AMPLIFIER_TERMINALS.positive)!;
  const ampMinus = terminals.find((t) => t.id === AMPLIFIER_TERMINALS.negative)!;
  placed.push({ terminal: ampPlus, x });
  placed.push({ terminal: ampMinus, x: x + d.amplifierPitch });
  boxes.push({
    kind: 'amplifier',
    index: 0,
    x: d.margin,
    width: d.amplifierPitch + 2 * d.boxPadding,
    height: d.amplifierBoxHeight,
  });
  x += d.amplifierPitch + d.boxPadding + d.amplifierToSubwoofers;

  const coils = terminals.filter((t): t is Extract<WiringTerminal, { kind: 'coil' }> => t.kind === 'coil');
  const subwoofers = [...new Set(coils.map((t) => t.subwoofer))];
  for (const subwoofer of subwoofers) {
    const start = x;
    const own = coils.filter((t) => t.subwoofer === subwoofer);
    const coilNumbers = [...new Set(own.map((t) => t.coil))];
    coilNumbers.forEach((coil, i) => {
      if (i > 0) x += d.coilGap;
      const plus = own.find((t) => t.coil === coil && t.polarity === '+')!;
      const minus = own.find((t) => t.coil === coil && t.polarity === '-')!;
      placed.push({ terminal: plus, x });
      x += d.terminalPitch;
      placed.push({ terminal: minus, x });
    });
    boxes.push({
      kind: 'subwoofer',
      index: subwoofer,
      x: start - d.boxPadding,
      width: x - start + 2 * d.boxPadding,
      height: d.subwooferBoxHeight,
    });
    x += d.boxPadding * 2 + d.subwooferGap;
  }
  return { placed, boxes };
}

/** Lowest lane whose runs leave [x1, x2] free (a run of the same net may touch it at a shared terminal). */
function assignLanes(wires: ReadonlyArray<Omit<PlacedWire, 'lane'> & { net: number }>): PlacedWire[] {
  const lanes: Array<Array<{ x1: number; x2: number; net: number }>> = [];
  const laneOf: number[] = [];
  const order = wires
    .map((_, i) => i)
    .sort((a, b) => {
      const [wa, wb] = [wires[a], wires[b]];
      return wa.x2 - wa.x1 - (wb.x2 - wb.x1) || wa.x1 - wb.x1;
    });
  for (const i of order) {
    const wire = wires[i];
    let lane = 0;
    for (; lane < lanes.length; lane += 1) {
      const clash = lanes[lane].some((run) => {
        const touching = run.x2 === wire.x1 || run.x1 === wire.x2;
        if (touching) return run.net !== wire.net;
        return run.x1 < wire.x2 && wire.x1 < run.x2;
      });
      if (!clash) break;
    }
    if (!lanes[lane]) lanes[lane] = [];
    lanes[lane].push({ x1: wire.x1, x2: wire.x2, net: wire.net });
    laneOf[i] = lane;
  }
  return wires.map((wire, i) => ({
    from: wire.from,
    to: wire.to,
    polarity: wire.polarity,
    x1: wire.x1,
    x2: wire.x2,
    lane: laneOf[i],
  }));
}

export function diagramLayout(topology: WiringTopology): DiagramLayout {
  const d = DIAGRAM;
  const { placed, boxes } = placeTerminals(topology.terminals);
  const xOf = new Map(placed.map((p) => [p.terminal.id, p.x]));
  const netOf = new Map(topology.nets.flatMap((net, i) => net.terminals.map((id) => [id, i] as const)));
  const runs = topology.wires.map((wire) => {
    const a = xOf.get(wire.from) ?? 0;
    const b = xOf.get(wire.to) ?? 0;
    return { ...wire, x1: Math.min(a, b), x2: Math.max(a, b), net: netOf.get(wire.from) ?? -1 };
  });
  const wires = assignLanes(runs);
  const laneCount = Math.max(1, ...wires.map((w) => w.lane + 1));
  const terminalY = d.topPadding + laneCount * d.laneHeight + d.laneHeight / 2;
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.height));
  return {
    width: right + d.margin,
    height: terminalY + bottom + d.margin,
    terminalY,
    terminals: placed,
    boxes,
    wires,
    laneY: (lane) => terminalY - d.laneHeight * (lane + 1),
  };
}
