// One category of a mega-menu panel: its name, its collections and a shop-all link, beside its featured products.
import { Link } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import type { MenuCategory } from '@storefront/shared-domain';
import { MegaMenuCollection } from './MegaMenuCollection';
import { MegaMenuFeatured } from './MegaMenuFeatured';
import { megaMenuLinkCss } from './megaMenuLinkCss';
import { MEGA_MENU_TEXTS } from './megaMenuTexts';
import { menuCollectionPath, visibleCollections } from './menuLinks';

export interface MegaMenuCategoryProps {
  category: MenuCategory;
  onNavigate: () => void;
}

export function MegaMenuCategory({ category, onNavigate }: MegaMenuCategoryProps) {
  const theme = useTheme();
  const linkCss = megaMenuLinkCss(theme);
  return (
    <section
      aria-label={category.category}
      css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr)', gap: theme.spacing.lg }}
    >
      <div>
        <h2
          css={{
            margin: `0 0 ${theme.spacing.md}`,
            fontSize: theme.typography.sizes.lg,
            fontWeight: theme.typography.weights.black,
            textTransform: 'uppercase',
          }}
        >
          <Link to={menuCollectionPath(category.slug)} onClick={onNavigate} css={linkCss}>
            {category.category}
          </Link>
        </h2>
        <div
          css={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
            gap: `${theme.spacing.md} ${theme.spacing.lg}`,
          }}
        >
          {visibleCollections(category).map((collection) => (
            <MegaMenuCollection key={collection.id} collection={collection} onNavigate={onNavigate} />
          ))}
        </div>
        <p css={{ margin: `${theme.spacing.md} 0 0` }}>
          <Link
            to={menuCollectionPath(category.slug)}
            onClick={onNavigate}
            css={{ ...linkCss, color: theme.colors.link, fontWeight: theme.typography.weights.bold }}
          >
            {MEGA_MENU_TEXTS.shopAll(category.category)}
          </Link>
        </p>
      </div>
      {(category.products?.length ?? 0) > 0 && (
        <MegaMenuFeatured products={category.products ?? []} onNavigate={onNavigate} />
      )}
    </section>
  );
}
