// The listings' trail (collection, search, vehicle pages): @storefront/ui's, with '>' written between crumbs. A module
// of its own rather than one of the primitives: only the pages that show it carry it.
import { css } from '@emotion/react';
import { colors, spacing, typography } from '@storefront/shared-domain';
import { Breadcrumb as UiBreadcrumb, type Crumb } from '@storefront/ui';

/** The listings' look of the trail: muted links, the current page in the text colour. */
const crumbsCss = css`
  label: catalogBreadcrumb;
  li {
    display: inline-flex;
    gap: ${spacing.xs};
  }
  a {
    color: ${colors.textMuted};
  }
  a:hover {
    color: ${colors.text};
  }
  [aria-current='page'] {
    color: ${colors.text};
    font-weight: ${typography.weights.medium};
  }
`;

export type { Crumb };

/** 'Home > Section > Page' (@storefront/ui's trail): the last crumb is the current page. */
export function Breadcrumb({ items, testId = 'catalog-breadcrumb' }: { items: Crumb[]; testId?: string }) {
  return <UiBreadcrumb css={crumbsCss} items={items} testId={testId} separator=">" />;
}
