// The predicted response as an SVG: SPL against frequency on a log axis from 10 to 200 Hz, the design's curve and the
// recommended box's beside it, with axis labels, a legend and an accessible name and description.
import { css } from '@emotion/react';
import { colors, spacing, typography } from '@storefront/shared-domain';
import { RESPONSE_MAX_HZ, RESPONSE_MIN_HZ, type ResponsePoint } from '@storefront/shared-domain/fit-tools';
import { useId } from 'react';
import { BOX_DESIGN_TEXTS as T } from './boxDesignForm';

const WIDTH = 640;
const HEIGHT = 320;
const PAD = { left: 56, right: 16, top: 16, bottom: 48 };
const FREQUENCY_TICKS = [10, 20, 30, 50, 100, 200];
/** CHOICE: the plot shows 36 dB below the top, enough for the roll-off without squashing the passband. */
const DB_RANGE = 36;
const DB_STEP = 6;

const figureCss = css`
  label: catalogBoxPlot;
  margin: 0;
  > svg {
    display: block;
    width: 100%;
    height: auto;
    max-width: ${WIDTH}px;
  }
  text {
    font-family: ${typography.fontFamily};
    font-size: 12px;
    fill: ${colors.textMuted};
  }
`;

const legendCss = css`
  label: catalogBoxPlotLegend;
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.md};
  margin: ${spacing.sm} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${typography.sizes.sm};
  li {
    display: flex;
    align-items: center;
    gap: ${spacing.xs};
  }
`;

const x = (hz: number) =>
  PAD.left +
  ((Math.log10(hz) - Math.log10(RESPONSE_MIN_HZ)) / (Math.log10(RESPONSE_MAX_HZ) - Math.log10(RESPONSE_MIN_HZ))) *
    (WIDTH - PAD.left - PAD.right);

function pathOf(points: readonly ResponsePoint[], y: (db: number) => number): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.hz).toFixed(1)},${y(p.db).toFixed(1)}`).join(' ');
}

export interface ResponsePlotProps {
  design: readonly ResponsePoint[];
  recommended: readonly ResponsePoint[] | null;
  /** One-line summary read by assistive technology (F3, level). */
  description: string;
}

export function ResponsePlot({ design, recommended, description }: ResponsePlotProps) {
  const id = useId();
  const all = [...design, ...(recommended ?? [])];
  const top = Math.ceil(Math.max(...all.map((p) => p.db)) / DB_STEP) * DB_STEP + DB_STEP / 2;
  const bottom = top - DB_RANGE;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (db: number) => PAD.top + ((top - Math.max(bottom, Math.min(top, db))) / DB_RANGE) * plotHeight;
  const dbTicks = Array.from({ length: DB_RANGE / DB_STEP + 1 }, (_, i) => Math.ceil(bottom) + i * DB_STEP).filter(
    (db) => db <= top,
  );
  return (
    <figure css={figureCss} data-testid="catalog-box-plot">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{T.plotTitle}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <rect
          x={PAD.left}
          y={PAD.top}
          width={WIDTH - PAD.left - PAD.right}
          height={plotHeight}
          fill="none"
          stroke={colors.border}
        />
        {FREQUENCY_TICKS.map((hz) => (
          <g key={`f${hz}`}>
            <line x1={x(hz)} x2={x(hz)} y1={PAD.top} y2={PAD.top + plotHeight} stroke={colors.border} />
            <text x={x(hz)} y={PAD.top + plotHeight + 16} textAnchor="middle">
              {hz}
            </text>
          </g>
        ))}
        {dbTicks.map((db) => (
          <g key={`d${db}`}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(db)} y2={y(db)} stroke={colors.border} />
            <text x={PAD.left - 6} y={y(db) + 4} textAnchor="end">
              {db}
            </text>
          </g>
        ))}
        <text x={(PAD.left + WIDTH - PAD.right) / 2} y={HEIGHT - 8} textAnchor="middle">
          {T.plotAxisX}
        </text>
        <text transform={`translate(14 ${PAD.top + plotHeight / 2}) rotate(-90)`} textAnchor="middle">
          {T.plotAxisY}
        </text>
        {recommended ? (
          <path
            d={pathOf(recommended, y)}
            fill="none"
            stroke={colors.textMuted}
            strokeWidth={2}
            strokeDasharray="6 4"
            data-testid="catalog-box-plot-recommended"
          />
        ) : null}
        <path
          d={pathOf(design, y)}
          fill="none"
          stroke={colors.brand}
          strokeWidth={3}
          data-testid="catalog-box-plot-design"
        />
      </svg>
      <ul css={legendCss} aria-label="Legend">
        <li>
          <svg width="28" height="8" aria-hidden="true">
            <line x1="0" x2="28" y1="4" y2="4" stroke={colors.brand} strokeWidth={3} />
          </svg>
          {T.plotLegendDesign}
        </li>
        {recommended ? (
          <li>
            <svg width="28" height="8" aria-hidden="true">
              <line x1="0" x2="28" y1="4" y2="4" stroke={colors.textMuted} strokeWidth={2} strokeDasharray="6 4" />
            </svg>
            {T.plotLegendRecommended}
          </li>
        ) : null}
      </ul>
    </figure>
  );
}
