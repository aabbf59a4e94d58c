// The desktop and tablet category tabs (spec 2 §2) in two steps (issue 15): this light part, in the shell's first
// chunk, draws the nav and the six tab links; the mega-menus with their disclosure buttons (DesktopMenu.tsx and
// MegaMenuPanel.tsx) are a chunk of their own, fetched only where the tabs show, at 768 px and wider: a phone never
// downloads them. On a wide screen the document preloads that chunk beside the others and the shell's first render
// waits a short while for it (wideHeaderParts.ts), so the menus are usually there in the first paint; until they are,
// or if they cannot be fetched, the tabs work as links.
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import { OnDemandBoundary, onDemandPart, useIsMobile, useOnDemandPart } from '@storefront/shared-domain';
import { CATEGORY_TABS, type CategoryTab } from '../navigation';
import { useGetShellMenuQuery } from './menuApi';

export const desktopMenuPart = onDemandPart(
  'shell',
  'the category menus',
  // "wide-": the document preloads it on screens 768 px and wider only (config/webpack/preloadChunks.js).
  () => import(/* webpackChunkName: "wide-desktop-menu" */ './DesktopMenu'),
  (module) => module.DesktopMenu,
);

export function CategoryNav({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <nav
      aria-label="Categories"
      css={{
        label: 'shellCategoryNav',
        flex: 1,
        alignSelf: 'stretch',
        display: 'flex',
        // Tablets: a row of its own under the logo and tools (Header wraps), the tabs spread across it.
        [theme.mq.tablet]: { order: 3, flexBasis: '100%' },
      }}
    >
      <ul
        css={{
          display: 'flex',
          alignItems: 'stretch',
          listStyle: 'none',
          margin: 0,
          padding: 0,
          flexWrap: 'wrap',
          [theme.mq.tablet]: { flex: 1, flexWrap: 'nowrap', justifyContent: 'space-between' },
        }}
      >
        {children}
      </ul>
    </nav>
  );
}

/** One tab's link to its category page; `open` while its mega-menu shows. */
export function CategoryTabLink({ tab, index, open = false }: { tab: CategoryTab; index: number; open?: boolean }) {
  const theme = useTheme();
  return (
    <Link
      to={tab.href}
      title={tab.description}
      data-testid={`shell-menu-tab-${index}`}
      css={{
        color: open ? theme.colors.brand : theme.colors.textInverse,
        textDecoration: 'none',
        fontWeight: theme.typography.weights.black,
        textTransform: 'uppercase',
        letterSpacing: '0.03em',
        fontSize: theme.typography.sizes.sm,
        display: 'inline-flex',
        flexDirection: 'column',
        padding: `${theme.spacing.sm} 0 ${theme.spacing.sm} ${theme.spacing.sm}`,
        borderBottom: `3px solid ${open ? theme.colors.brand : 'transparent'}`,
        whiteSpace: 'nowrap',
        // Six tabs in one row from 768 px up: tighter type on tablets.
        [theme.mq.tablet]: {
          fontSize: theme.typography.sizes.xs,
          letterSpacing: 0,
          paddingLeft: theme.spacing.xs,
        },
        '&:hover': { color: theme.colors.brand },
        '&:focus-visible': { outline: `2px solid ${theme.colors.link}`, outlineOffset: 2 },
      }}
    >
      {tab.label}
      {tab.description && (
        <span
          css={{
            fontWeight: theme.typography.weights.regular,
            textTransform: 'none',
            letterSpacing: 0,
            fontSize: theme.typography.sizes.xs,
            opacity: 0.75,
            // The tab's title attribute keeps it on tablets, where the row has no room for it.
            [theme.mq.tablet]: { display: 'none' },
          }}
        >
          {tab.description}
        </span>
      )}
    </Link>
  );
}

export const categoryTabItemCss = { display: 'flex', alignItems: 'center' } as const;

function PlainTabs() {
  return (
    <CategoryNav>
      {CATEGORY_TABS.map((tab, index) => (
        <li key={tab.href} css={categoryTabItemCss}>
          <CategoryTabLink tab={tab} index={index} />
        </li>
      ))}
    </CategoryNav>
  );
}

/** The header's category tabs: plain links on a phone (hidden there), the tabs with their mega-menus when wider. */
export function CategoryMenu() {
  const isMobile = useIsMobile();
  const { Lazy, attempt } = useOnDemandPart(desktopMenuPart);
  // The menus' data is asked for beside their code, not after it.
  useGetShellMenuQuery(undefined, { skip: isMobile });
  if (isMobile) return <PlainTabs />;
  return (
    <OnDemandBoundary key={attempt} what={desktopMenuPart.what} failed={<PlainTabs />}>
      <Suspense fallback={<PlainTabs />}>
        <Lazy />
      </Suspense>
    </OnDemandBoundary>
  );
}
