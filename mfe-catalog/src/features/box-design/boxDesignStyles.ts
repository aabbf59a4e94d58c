import { css } from '@emotion/react';
import { colors, typography } from '@storefront/shared-domain';

/** A quiet line of the page: the catalogue being unavailable, the plot waiting for a subwoofer. */
export const noteCss = css`
  label: catalogBoxNote;
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${typography.sizes.sm};
`;
