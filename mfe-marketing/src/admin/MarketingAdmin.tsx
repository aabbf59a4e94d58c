// The marketing section of the back office: the shell renders it for every path under /admin/marketing; the path
// chooses the screen (matched on the full address, so it works wherever the shell mounts it).
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { colors, spacing, typography } from '@storefront/shared-domain';
import { ContentEditScreen } from './content/ContentEditScreen';
import { ContentListScreen } from './content/ContentListScreen';
import { SaleEditScreen } from './sales/SaleEditScreen';
import { SalesScreen } from './sales/SalesScreen';
import { SubscriberScreen } from './subscribers/SubscriberScreen';
import { SubscribersScreen } from './subscribers/SubscribersScreen';
import { MARKETING_ADMIN_PATH, MARKETING_ADMIN_TITLE, marketingAdminPaths } from './paths';

const frameCss = css`
  label: marketing-admin-frame;
  min-width: 0;
  h1 {
    margin: 0 0 ${spacing.sm};
  }
  h2 {
    margin: ${spacing.md} 0 ${spacing.sm};
    font-size: ${typography.sizes.lg};
  }
`;

const tabsCss = css`
  label: marketing-admin-tabs;
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.sm} ${spacing.md};
  padding-bottom: ${spacing.sm};
  border-bottom: 1px solid ${colors.border};
  a[aria-current='page'] {
    font-weight: ${typography.weights.bold};
    text-decoration: none;
  }
`;

/** A path segment as typed ('Spring%20Bass' -> 'Spring Bass'); a malformed escape stays as it is. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The screen of a path under the section. (Matched here, not with the router's matchPath or <Routes>: the page's one
 * router is cut down to what the shop uses, config/web/routerKernel.js, and the back office adds nothing to it.)
 */
function screenOf(pathname: string): ReactNode {
  const rest = pathname.slice(MARKETING_ADMIN_PATH.length).split('/').filter(Boolean);
  const [part, key, ...more] = rest;
  if (!pathname.startsWith(MARKETING_ADMIN_PATH) || more.length) return null;
  if (!part || (part === 'sales' && !key)) return <SalesScreen />;
  if (part === 'sales') return <SaleEditScreen name={decoded(key)} />;
  if (part === 'subscribers') return key ? <SubscriberScreen id={decoded(key)} /> : <SubscribersScreen />;
  if (part === 'content') return key ? <ContentEditScreen slug={decoded(key)} /> : <ContentListScreen />;
  return null;
}

function Tab({ to, current, testId, children }: { to: string; current: boolean; testId: string; children: ReactNode }) {
  return (
    <Link to={to} aria-current={current ? 'page' : undefined} data-testid={testId}>
      {children}
    </Link>
  );
}

export function MarketingAdmin() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const tab = path.slice(MARKETING_ADMIN_PATH.length).split('/').filter(Boolean)[0];
  return (
    <section css={frameCss} data-boundary="marketing" data-testid="marketing-admin">
      <h1>{MARKETING_ADMIN_TITLE}</h1>
      <nav aria-label="Marketing" css={tabsCss}>
        <Tab to={marketingAdminPaths.sales} current={!tab || tab === 'sales'} testId="marketing-admin-tab-sales">
          Sales
        </Tab>
        <Tab
          to={marketingAdminPaths.subscribers}
          current={tab === 'subscribers'}
          testId="marketing-admin-tab-subscribers"
        >
          Subscribers
        </Tab>
        <Tab to={marketingAdminPaths.content} current={tab === 'content'} testId="marketing-admin-tab-content">
          Content pages
        </Tab>
      </nav>
      {screenOf(path) ?? <p data-testid="marketing-admin-unknown">There is no such page in the marketing section.</p>}
    </section>
  );
}
