// The category tabs' nav and links, drawn both by the plain tabs (CategoryNav.tsx) and by the tabs with their menus
// (DesktopMenu.tsx). A module of its own: CategoryNav.tsx fetches DesktopMenu.tsx, so importing these from it would be
// an import cycle.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import type { CategoryTab } from '../navigation';

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
