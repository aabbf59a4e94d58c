// One wiring drawn as an SVG: the amplifier's + and - terminals, each subwoofer with its coils' terminals (+ red,
// - black, marked with their sign), red runs from the amplifier's +, black runs from its -, blue jumpers between
// coils. The drawing is an image labelled with its wiring; the same wiring in words (diagramSteps) describes it.
import { css } from '@emotion/react';
import { colors, typography } from '@storefront/shared-domain';
import { type NetPolarity, type SubwooferWiring } from '@storefront/shared-domain/fit-tools';
import { useId, useMemo } from 'react';
import { DIAGRAM, diagramLayout, type DiagramLayout } from './diagramLayout';
import { diagramLabel, wiringSteps } from './describeWiring';

/** Stroke colour of a wire (the installers' convention: red positive, black negative). */
export const WIRE_COLOURS: Record<NetPolarity, string> = {
  positive: colors.danger,
  negative: colors.text,
  link: colors.link,
};

const TERMINAL_COLOURS = { '+': colors.danger, '-': colors.text } as const;
const SIGN = { '+': '+', '-': '−' } as const;

/** Small screens scroll a wide diagram sideways rather than shrinking its labels below this share of full size. */
const MIN_SCALE = 0.8;

const frameCss = css`
  label: catalogWiringDiagramFrame;
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const stepsCss = css`
  label: catalogWiringSteps;
  margin-top: 8px;
  font-size: ${typography.sizes.sm};
  summary {
    cursor: pointer;
    font-weight: ${typography.weights.bold};
  }
  ol {
    margin: 4px 0 0;
    padding-left: 20px;
  }
`;

export interface WiringDiagramProps {
  wiring: SubwooferWiring;
}

/** Each box: the amplifier, and every subwoofer with its cone. */
function DiagramBoxes({ layout }: { layout: DiagramLayout }) {
  const { terminalY } = layout;
  return layout.boxes.map((box) => (
    <g key={`${box.kind}-${box.index}`} data-testid={`catalog-wiring-box-${box.kind}`}>
      <rect
        x={box.x}
        y={terminalY}
        width={box.width}
        height={box.height}
        rx={8}
        style={{ fill: colors.surface, stroke: colors.border }}
        strokeWidth={1.5}
      />
      {box.kind === 'subwoofer' ? (
        <circle
          cx={box.x + box.width / 2}
          cy={terminalY + box.height / 2 + 8}
          r={Math.min(box.width / 2 - 14, 22)}
          style={{ fill: colors.background, stroke: colors.textMuted }}
          strokeWidth={2}
        />
      ) : null}
      <text
        x={box.x + box.width / 2}
        y={terminalY + box.height - 8}
        textAnchor="middle"
        fontSize={12}
        fontWeight={700}
        style={{ fill: colors.text }}
      >
        {box.kind === 'amplifier' ? 'AMP' : `SUB ${box.index}`}
      </text>
    </g>
  ));
}

/** Each terminal with its sign, and with two coils per subwoofer each coil's number under its pair. */
function DiagramTerminals({ layout, dualCoils }: { layout: DiagramLayout; dualCoils: boolean }) {
  const { terminalY } = layout;
  return (
    <>
      {layout.terminals.map(({ terminal, x }) => (
        <g key={terminal.id} data-terminal={terminal.id}>
          <circle
            cx={x}
            cy={terminalY}
            r={5}
            style={{ fill: TERMINAL_COLOURS[terminal.polarity], stroke: colors.background }}
            strokeWidth={1.5}
          />
          <text
            x={x}
            y={terminalY + 20}
            textAnchor="middle"
            fontSize={15}
            fontWeight={700}
            style={{ fill: TERMINAL_COLOURS[terminal.polarity] }}
          >
            {SIGN[terminal.polarity]}
          </text>
        </g>
      ))}

      {dualCoils
        ? layout.terminals.map(({ terminal, x }) =>
            terminal.kind === 'coil' && terminal.polarity === '+' ? (
              <text
                key={`label-${terminal.id}`}
                x={x + DIAGRAM.terminalPitch / 2}
                y={terminalY + 34}
                textAnchor="middle"
                fontSize={10}
                style={{ fill: colors.textMuted }}
              >
                {`coil ${terminal.coil}`}
              </text>
            ) : null,
          )
        : null}
    </>
  );
}

export function WiringDiagram({ wiring }: WiringDiagramProps) {
  const id = useId();
  const layout = useMemo(() => diagramLayout(wiring.topology), [wiring]);
  const steps = useMemo(() => wiringSteps(wiring), [wiring]);
  const { terminalY } = layout;
  const stepsId = `${id}-steps`;

  return (
    <div data-testid="catalog-wiring-diagram" data-wiring={wiring.id}>
      <div css={frameCss}>
        <svg
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          role="img"
          aria-label={diagramLabel(wiring)}
          aria-describedby={stepsId}
          style={{ minWidth: Math.round(layout.width * MIN_SCALE), maxWidth: layout.width * 1.6 }}
          fontFamily={typography.fontFamily}
        >
          <DiagramBoxes layout={layout} />

          {layout.wires.map((wire) => {
            const y = layout.laneY(wire.lane);
            return (
              <path
                key={`${wire.from}-${wire.to}`}
                d={`M ${wire.x1} ${terminalY} V ${y} H ${wire.x2} V ${terminalY}`}
                fill="none"
                style={{ stroke: WIRE_COLOURS[wire.polarity] }}
                strokeWidth={2.5}
                strokeLinejoin="round"
                data-polarity={wire.polarity}
                data-testid="catalog-wiring-wire"
              />
            );
          })}

          <DiagramTerminals
            layout={layout}
            dualCoils={wiring.topology.terminals.some((t) => t.kind === 'coil' && t.coil > 1)}
          />
        </svg>
      </div>
      <details css={stepsCss}>
        <summary>Wiring steps</summary>
        <ol id={stepsId} data-testid="catalog-wiring-steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>
    </div>
  );
}
