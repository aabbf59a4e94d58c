// The planner's two tabs share their form and note styles.
import { css } from '@emotion/react';
import { colors, mq, radii, spacing, typography } from '@storefront/shared-domain';

export const inputsCss = css`
  label: catalogWiringInputs;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${spacing.md};
  padding: ${spacing.md};
  margin-bottom: ${spacing.lg};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  > [data-wide='true'] {
    grid-column: 1 / -1;
  }
  ${mq.desktop} {
    > [data-wide='true'] {
      grid-column: span 2;
    }
  }
`;

export const noteCss = css`
  label: catalogWiringNote;
  margin: 0 0 ${spacing.md};
  color: ${colors.textMuted};
  font-size: ${typography.sizes.sm};
`;
