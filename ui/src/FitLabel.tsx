// The fit label of a product for the shopper's active vehicle (shared-domain fitConfidence), one look wherever a
// product is listed: fits in green with a tick, fits with notes on amber, universal in the text colour, does not fit
// in red, no fit data muted. Its importer places it (and reserves its line where it appears after hydration).
import { css } from '@emotion/react';
import { colors, radii, typography, type FitConfidence } from '@storefront/shared-domain';
import { CheckMark } from './CheckMark';

const fitCss = css`
  label: ui-fitLabel;
  font-size: ${typography.sizes.xs};
  font-weight: ${typography.weights.bold};
  color: ${colors.text};
  &[data-fit='fits'] {
    color: ${colors.success};
  }
  &[data-fit='fits-with-notes'] {
    padding: 0 4px;
    border-radius: ${radii.sm};
    background: ${colors.warningBackground};
    color: ${colors.warningText};
  }
  &[data-fit='does-not-fit'] {
    color: ${colors.danger};
  }
  &[data-fit='no-data'] {
    font-weight: ${typography.weights.regular};
    color: ${colors.textMuted};
  }
  svg {
    margin-right: 2px;
    vertical-align: -2px;
  }
`;

/** The label alone (`data-fit` = the kind); the notes are the product page's to list. */
export function FitLabel({ fit, testId }: { fit: FitConfidence; testId: string }) {
  return (
    <span css={fitCss} data-fit={fit.kind} data-testid={testId}>
      {fit.kind === 'fits' && <CheckMark size={12} />}
      {fit.text}
    </span>
  );
}
