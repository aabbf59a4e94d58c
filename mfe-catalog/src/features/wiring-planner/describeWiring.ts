// The words of a wiring diagram: one step per wire, in the order an installer runs them (red from the amplifier's +,
// black from its -, then the jumpers), for screen readers and for anyone who prefers a list to a drawing.
import {
  formatOhms,
  type NetPolarity,
  type SubwooferWiring,
  type WiringTerminal,
} from '@storefront/shared-domain/fit-tools';

export const WIRE_COLOUR_NAMES: Record<NetPolarity, string> = {
  positive: 'Red',
  negative: 'Black',
  link: 'Blue',
};

const POLARITY_WORDS = { '+': 'positive (+)', '-': 'negative (−)' } as const;

/** 'amplifier positive (+)', 'subwoofer 2 coil 1 negative (−)' ('subwoofer 1 positive (+)' for a single coil). */
export function terminalName(terminal: WiringTerminal, coilsPerSubwoofer: number): string {
  if (terminal.kind === 'amplifier') return `amplifier ${POLARITY_WORDS[terminal.polarity]}`;
  const coil = coilsPerSubwoofer > 1 ? ` coil ${terminal.coil}` : '';
  return `subwoofer ${terminal.subwoofer}${coil} ${POLARITY_WORDS[terminal.polarity]}`;
}

const POLARITY_ORDER: NetPolarity[] = ['positive', 'negative', 'link'];

/** The steps, e.g. 'Red wire: amplifier positive (+) to subwoofer 1 coil 1 positive (+)'. */
export function wiringSteps(wiring: SubwooferWiring): string[] {
  const { terminals, wires } = wiring.topology;
  const byId = new Map(terminals.map((t) => [t.id, t]));
  const coilsPerSubwoofer = Math.max(1, ...terminals.map((t) => (t.kind === 'coil' ? t.coil : 0)));
  const name = (id: string) => {
    const terminal = byId.get(id);
    return terminal ? terminalName(terminal, coilsPerSubwoofer) : id;
  };
  return POLARITY_ORDER.flatMap((polarity) =>
    wires
      .filter((w) => w.polarity === polarity)
      .map((w) => `${WIRE_COLOUR_NAMES[polarity]} wire: ${name(w.from)} to ${name(w.to)}`),
  );
}

/** The diagram's short label: '2 x DVC 2 ohm, coils in series, subs in parallel: final load 2 ohm'. */
export function diagramLabel(wiring: SubwooferWiring): string {
  return `Wiring diagram: ${wiring.name}. Final load ${formatOhms(wiring.ohms)}.`;
}
