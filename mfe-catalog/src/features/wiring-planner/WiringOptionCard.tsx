// One wiring: its name, its final load, its diagram, and with an amplifier chosen the power it delivers into that load
// or, below the amplifier's minimum stable load, a warning instead.
import { css } from '@emotion/react';
import { colors, radii, spacing, typography } from '@storefront/shared-domain';
import { formatOhms, type SubwooferWiring, type WiringPower } from '@storefront/shared-domain/fit-tools';
import { WiringDiagram } from './WiringDiagram';
import { WIRING_PLANNER_TEXTS as T } from './wiringForm';

const cardCss = css`
  label: catalogWiringOption;
  display: flex;
  flex-direction: column;
  gap: ${spacing.sm};
  min-width: 0;
  padding: ${spacing.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.background};
  &[data-safe='false'] {
    border-color: ${colors.danger};
  }
  h3 {
    margin: 0;
    font-size: ${typography.sizes.md};
    line-height: ${typography.lineHeights.tight};
  }
`;

const loadCss = css`
  label: catalogWiringLoad;
  margin: 0;
  font-size: ${typography.sizes.xl};
  font-weight: ${typography.weights.black};
  small {
    display: block;
    font-size: ${typography.sizes.xs};
    font-weight: ${typography.weights.bold};
    color: ${colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const powerCss = css`
  label: catalogWiringPower;
  margin: 0;
  font-size: ${typography.sizes.sm};
`;

const warningCss = css`
  label: catalogWiringWarning;
  margin: 0;
  padding: ${spacing.xs} ${spacing.sm};
  border-radius: ${radii.md};
  background: ${colors.warningBackground};
  color: ${colors.warningText};
  font-size: ${typography.sizes.sm};
  font-weight: ${typography.weights.bold};
`;

export interface WiringOptionCardProps {
  wiring: SubwooferWiring;
  /** With an amplifier chosen: what it delivers into this wiring. */
  power?: WiringPower | null;
  minimumStableOhms?: number | null;
}

export function WiringOptionCard({ wiring, power = null, minimumStableOhms = null }: WiringOptionCardProps) {
  const safe = power ? power.load.safe : undefined;
  return (
    <article
      css={cardCss}
      data-testid="catalog-wiring-option"
      data-wiring={wiring.id}
      data-ohms={wiring.ohms}
      data-safe={safe === undefined ? undefined : String(safe)}
      aria-label={wiring.name}
    >
      <h3>{wiring.name}</h3>
      <p css={loadCss} data-testid="catalog-wiring-load">
        <small>{T.finalLoad}</small>
        {formatOhms(wiring.ohms)}
      </p>
      {power && !power.load.safe ? (
        <p css={warningCss} data-testid="catalog-wiring-warning">
          {T.belowMinimum(formatOhms(minimumStableOhms ?? 0))}
        </p>
      ) : null}
      {power && power.load.watts !== null ? (
        <p css={powerCss} data-testid="catalog-wiring-power">
          <strong>{T.amplifierPower(power.load.watts, power.load.basis !== 'rated')}</strong>
          {power.wattsPerSubwoofer !== null &&
          wiring.topology.terminals.some((t) => t.kind === 'coil' && t.subwoofer > 1)
            ? ` · ${T.perSubwoofer(power.wattsPerSubwoofer)}`
            : null}
          {power.shareOfRms !== null ? ` · ${T.shareOfRms(power.shareOfRms)}` : null}
        </p>
      ) : null}
      <WiringDiagram wiring={wiring} />
    </article>
  );
}
