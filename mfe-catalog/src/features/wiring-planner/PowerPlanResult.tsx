// The electrical plan as the shopper reads it: current draw, wire, fuses, then the charging system and the upgrades
// it needs, then our products for each part of the plan.
import { css } from '@emotion/react';
import { spacing } from '@storefront/shared-domain';
import {
  ELECTRICAL_FIGURES,
  formatGauge,
  type ChargingPlan,
  type FuseChoice,
  type PowerPlan,
  type PowerPlanInput,
} from '@storefront/shared-domain/fit-tools';
import { noteCss } from './plannerStyles';
import { PowerProducts } from './PowerProducts';
import { POWER_TEXTS as T } from './powerForm';

const listCss = css`
  label: catalogPowerList;
  margin: 0 0 ${spacing.md};
  padding-left: ${spacing.lg};
  overflow-wrap: anywhere;
`;

const amps = (value: number) => Math.round(value);
const fuseText = (fuse: FuseChoice | null) => (fuse ? T.fuse(fuse.amps, fuse.fuseClass) : T.noFuse);

function WireAndFuses({ plan, input }: { plan: PowerPlan; input: PowerPlanInput }) {
  const { copper, cca } = plan;
  return (
    <>
      <p css={noteCss} data-testid="catalog-power-draw" aria-live="polite">
        {T.draw(amps(plan.averageAmps), amps(plan.fullPowerAmps), Math.round(input.duty * 100))}
      </p>
      <h3>{T.wire}</h3>
      {copper ? (
        <ul css={listCss}>
          <li data-testid="catalog-power-copper" data-gauge={copper.gauge}>
            {T.copper(formatGauge(copper.gauge), copper.dropVolts.toFixed(2))}
          </li>
          <li data-testid="catalog-power-cca">{T.cca(cca && formatGauge(cca.gauge))}</li>
          <li data-testid="catalog-power-ground">{T.ground(formatGauge(copper.gauge))}</li>
          <li data-testid="catalog-power-battery-fuse">{T.batteryFuse(fuseText(plan.batteryFuse))}</li>
          {plan.blockOutputs.map((o) => (
            <li key={o.amplifier} data-testid="catalog-power-block-fuse">
              {T.blockFuse(o.amplifier + 1, fuseText(o.fuse), o.wire ? formatGauge(o.wire.gauge) : '')}
            </li>
          ))}
        </ul>
      ) : (
        <p css={noteCss} data-testid="catalog-power-too-long">
          {T.tooLong}
        </p>
      )}
    </>
  );
}

/** The alternator size to ask for: the vehicle's own load and the audio's average, up to the next 10 A. */
const alternatorToAsk = (averageAmps: number) =>
  Math.ceil((averageAmps + ELECTRICAL_FIGURES.vehicleLoadAmps) / 10) * 10;

function Charging({ charging, averageAmps }: { charging: ChargingPlan; averageAmps: number }) {
  const spare = charging.alternatorSpareAmps;
  return (
    <>
      <h3>{T.charging}</h3>
      <ul css={listCss}>
        <li data-testid="catalog-power-alternator-status">
          {spare >= 0 ? T.alternatorOk(amps(spare)) : T.alternatorShort(amps(-spare))}
        </li>
        <li data-testid="catalog-power-battery-status">
          {charging.upgrades.includes('battery') ? T.batteryShort : T.batteryOk}
        </li>
        {charging.upgrades.map((u) => (
          <li key={u} data-testid="catalog-power-upgrade" data-upgrade={u}>
            <strong>{u === 'alternator' ? T.upgrades.alternator(alternatorToAsk(averageAmps)) : T.upgrades[u]}</strong>
          </li>
        ))}
        {charging.upgrades.length === 0 ? <li data-testid="catalog-power-no-upgrade">{T.noUpgrades}</li> : null}
      </ul>
    </>
  );
}

export function PowerPlanResult({ plan, input }: { plan: PowerPlan; input: PowerPlanInput }) {
  return (
    <div data-testid="catalog-power-plan">
      <WireAndFuses plan={plan} input={input} />
      {plan.charging ? <Charging charging={plan.charging} averageAmps={plan.averageAmps} /> : null}
      <PowerProducts plan={plan} vehicleAh={input.vehicle?.batteryAh ?? null} />
    </div>
  );
}
