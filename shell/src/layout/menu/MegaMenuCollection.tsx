// One collection of a mega-menu category: its title (and subtitle such as Better/Best) over its products or sub-menu
// items, each a link labelled by SKU.
import { Link } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import type { MenuCollection } from '@storefront/shared-domain';
import { megaMenuLinkCss } from './megaMenuLinkCss';
import { collectionEntries, menuCollectionPath } from './menuLinks';

export interface MegaMenuCollectionProps {
  collection: MenuCollection;
  onNavigate: () => void;
}

export function MegaMenuCollection({ collection, onNavigate }: MegaMenuCollectionProps) {
  const theme = useTheme();
  const linkCss = megaMenuLinkCss(theme);
  return (
    <div data-testid="shell-menu-collection">
      <p css={{ margin: `0 0 ${theme.spacing.xs}` }}>
        <Link
          to={menuCollectionPath(collection.slug)}
          onClick={onNavigate}
          css={{ ...linkCss, fontWeight: theme.typography.weights.bold }}
        >
          {collection.title}
        </Link>
        {collection.subtitle && (
          <span
            css={{
              display: 'block',
              fontSize: theme.typography.sizes.xs,
              color: theme.colors.brand,
              fontWeight: theme.typography.weights.bold,
              textTransform: 'uppercase',
              letterSpacing: '0.04em',
            }}
          >
            {collection.subtitle}
          </span>
        )}
      </p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {collectionEntries(collection).map((entry) => (
          <li key={entry.key}>
            <Link
              to={entry.href}
              title={entry.title}
              onClick={onNavigate}
              css={{
                ...linkCss,
                display: 'inline-block',
                padding: `${theme.spacing.xxs} 0`,
                fontFamily: theme.typography.monoFamily,
                fontSize: theme.typography.sizes.sm,
                color: theme.colors.textMuted,
              }}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
