// The trail above a page ('Home > Section > Page'): a list of links in a navigation landmark, the last crumb the
// current page (not a link). Each caller adds its look (`className`, from its css prop): the colours, and where no
// separator is written, one drawn by CSS.
import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { colors, spacing, typography } from '@storefront/shared-domain';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

// A template, like the importers' own styles: the same CSS words compress against each other in their chunks.
const crumbsCss = css`
  label: ui-breadcrumb;
  font-size: ${typography.sizes.sm};
  color: ${colors.textMuted};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${spacing.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export interface BreadcrumbProps {
  items: readonly Crumb[];
  testId: string;
  /** Written between crumbs, hidden from assistive technology. */
  separator?: string;
  /** The caller's look, from its css prop: it comes after the shared one and wins. */
  className?: string;
}

export function Breadcrumb({ items, testId, separator, className }: BreadcrumbProps) {
  return (
    <nav className={className} css={crumbsCss} aria-label="Breadcrumb" data-testid={testId}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`}>
              {index > 0 && separator ? <span aria-hidden="true">{separator}</span> : null}
              {item.to && !last ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
