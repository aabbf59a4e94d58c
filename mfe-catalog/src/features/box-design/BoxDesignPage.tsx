// '/box-design-calculator': the box design calculator. Inputs: sealed or ported, outside dimensions and
// wall thickness (in or cm), bracing, the subwoofers (from our catalogue, which fills their parameters, or typed), the
// port (round or slot, its size and count, tuning or length). Outputs, updated as the user types: gross and net
// volume, port length or tuning, port air speed with a warning, Qtc and Fc when sealed, the predicted response beside
// the recommended box's, and the enclosures of our catalogue that match.
import { css } from '@emotion/react';
import { colors, mq, radii, spacing, typography } from '@storefront/shared-domain';
import { Lead, PageTitle, ScreenRoot } from '../ui/primitives';
import { BoxDesignResults } from './BoxDesignResults';
import { BoxDimensionsFieldset } from './BoxDimensionsFieldset';
import { BOX_DESIGN_TEXTS as T } from './boxDesignForm';
import { noteCss } from './boxDesignStyles';
import { MatchingEnclosures } from './MatchingEnclosures';
import { PortFieldset } from './PortFieldset';
import { SubwooferFieldset } from './SubwooferFieldset';
import { useBoxDesign } from './useBoxDesign';

const layoutCss = css`
  label: catalogBoxLayout;
  display: grid;
  gap: ${spacing.lg};
  margin-bottom: ${spacing.xl};
  ${mq.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const inputsCss = css`
  label: catalogBoxInputs;
  display: grid;
  gap: ${spacing.md};
  padding: ${spacing.md};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  fieldset {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
    gap: ${spacing.sm} ${spacing.md};
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    margin-bottom: ${spacing.sm};
    font-weight: ${typography.weights.bold};
    font-size: ${typography.sizes.lg};
  }
  [data-wide='true'] {
    grid-column: 1 / -1;
  }
`;

export function BoxDesignPage() {
  const design = useBoxDesign();
  return (
    <ScreenRoot data-boundary="catalog" data-testid="catalog-box-design-page">
      <PageTitle>{T.title}</PageTitle>
      <Lead>{T.lead}</Lead>
      {design.catalogueUnavailable ? (
        <p css={noteCss} role="status" data-testid="catalog-box-catalogue-unavailable">
          {T.catalogueUnavailable}
        </p>
      ) : null}
      <div css={layoutCss}>
        <form css={inputsCss} aria-label="Box design" onSubmit={(e) => e.preventDefault()} noValidate>
          <BoxDimensionsFieldset design={design} />
          <SubwooferFieldset design={design} />
          {design.values.alignment !== 'sealed' ? <PortFieldset design={design} /> : null}
        </form>
        <BoxDesignResults design={design} />
      </div>

      <MatchingEnclosures
        target={design.result.target}
        subwooferSku={design.chosen?.product.sku ?? null}
        enclosures={design.enclosures}
      />
    </ScreenRoot>
  );
}
