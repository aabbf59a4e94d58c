import { css } from '@emotion/react';
import { colors, radii, spacing, typography } from '@storefront/shared-domain';
import { f3Hz } from '@storefront/shared-domain/fit-tools';
import { BoxResultFigures } from './BoxResultFigures';
import { BOX_DESIGN_TEXTS as T } from './boxDesignForm';
import { noteCss } from './boxDesignStyles';
import { ResponsePlot } from './ResponsePlot';
import type { BoxDesign } from './useBoxDesign';

const resultsCss = css`
  label: catalogBoxResults;
  display: grid;
  gap: ${spacing.md};
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
    gap: ${spacing.sm};
    margin: 0;
  }
  dl > div {
    padding: ${spacing.sm} ${spacing.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
  }
  dt {
    color: ${colors.textMuted};
    font-size: ${typography.sizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${typography.sizes.lg};
    font-weight: ${typography.weights.bold};
  }
  h2 {
    margin: 0;
  }
`;

const problemCss = css`
  label: catalogBoxProblem;
  margin: 0;
  padding: ${spacing.sm} ${spacing.md};
  border-radius: ${radii.md};
  background: ${colors.warningBackground};
  color: ${colors.warningText};
  font-weight: ${typography.weights.bold};
`;

/** What the design gives, updated as the user types: its problems, its figures, and its predicted response. */
export function BoxDesignResults({ design }: { design: BoxDesign }) {
  const { result } = design;
  const response = result.response;
  const f3 = response ? f3Hz(response.design, response.passbandDb) : null;
  const plotDescription = response
    ? `Your box reaches ${response.passbandDb.toFixed(1)} dB in the passband${f3 ? ` and is 3 dB down at ${f3.toFixed(0)} Hz` : ''}${response.recommended ? '; the dashed curve is the recommended box' : ''}.`
    : '';

  return (
    <section css={resultsCss} aria-labelledby="catalog-box-results-heading" data-testid="catalog-box-results">
      <h2 id="catalog-box-results-heading">{T.resultsHeading}</h2>
      <div aria-live="polite">
        {result.problems.map((problem) => (
          <p css={problemCss} key={problem} role="alert" data-testid="catalog-box-problem">
            {problem}
          </p>
        ))}
      </div>
      <BoxResultFigures design={design} />
      {result.port?.velocityTooHigh ? (
        <p css={problemCss} role="status" data-testid="catalog-box-velocity-warning">
          {T.velocityWarning}
        </p>
      ) : null}
      <h2>{T.plotHeading}</h2>
      {response ? (
        <ResponsePlot design={response.design} recommended={response.recommended} description={plotDescription} />
      ) : (
        <p css={noteCss} data-testid="catalog-box-plot-needs-driver">
          {T.plotNeedsDriver}
        </p>
      )}
    </section>
  );
}
