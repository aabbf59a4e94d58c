import { cubicFeetToLiters } from '@storefront/shared-domain/fit-tools';
import { BOX_DESIGN_TEXTS as T, lengthInUnit } from './boxDesignForm';
import type { BoxDesign } from './useBoxDesign';

const fixed = (n: number, digits: number) => n.toFixed(digits);

/** The design's figures: volumes, the port's length or tuning and air speed, and Qtc and Fc of a sealed box. */
export function BoxResultFigures({ design }: { design: BoxDesign }) {
  const { result, unit } = design;
  const lengthMode = design.values.portMode === 'length';
  const volumeText = (cubicFeet: number) => `${fixed(cubicFeet, 2)} ft³ (${fixed(cubicFeetToLiters(cubicFeet), 1)} L)`;
  const lengthText = (cm: number) =>
    unit === 'in'
      ? `${fixed(lengthInUnit(cm, 'in'), 1)} in (${fixed(cm, 1)} cm)`
      : `${fixed(cm, 1)} cm (${fixed(lengthInUnit(cm, 'in'), 1)} in)`;

  return (
    <dl>
      {result.grossCubicFeet !== null ? (
        <div>
          <dt>{T.gross}</dt>
          <dd data-testid="catalog-box-gross">{volumeText(result.grossCubicFeet)}</dd>
        </div>
      ) : null}
      {result.netCubicFeet !== null && result.netCubicFeet > 0 ? (
        <div>
          <dt>{T.net}</dt>
          <dd data-testid="catalog-box-net">{volumeText(result.netCubicFeet)}</dd>
        </div>
      ) : null}
      {result.port && !lengthMode ? (
        <div>
          <dt>{T.portLengthResult}</dt>
          <dd data-testid="catalog-box-port-length">{lengthText(result.port.lengthCm)}</dd>
        </div>
      ) : null}
      {result.port && lengthMode ? (
        <div>
          <dt>{T.tuningResult}</dt>
          <dd data-testid="catalog-box-tuning-result">{fixed(result.port.tuningHz, 1)} Hz</dd>
        </div>
      ) : null}
      {result.port?.velocityMs != null ? (
        <div>
          <dt>{T.velocity}</dt>
          <dd data-testid="catalog-box-velocity">{fixed(result.port.velocityMs, 1)} m/s</dd>
        </div>
      ) : null}
      {result.sealed ? (
        <>
          <div>
            <dt>{T.qtc}</dt>
            <dd data-testid="catalog-box-qtc">{fixed(result.sealed.qtc, 2)}</dd>
          </div>
          <div>
            <dt>{T.fc}</dt>
            <dd data-testid="catalog-box-fc">{fixed(result.sealed.fcHz, 1)} Hz</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
