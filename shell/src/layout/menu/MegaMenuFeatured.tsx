// A mega-menu category's fixed featured products, two to a row.
import { useTheme } from '@emotion/react';
import type { MenuProduct } from '@storefront/shared-domain';
import { MegaMenuFeaturedProduct } from './MegaMenuFeaturedProduct';
import { MEGA_MENU_TEXTS } from './megaMenuTexts';

/** Featured images shown at this size; the source is at most IMAGES.menuImagePx wide (spec 2 §9, MegaMenuFeaturedProduct). */
const FEATURED_DISPLAY_PX = 112;

export interface MegaMenuFeaturedProps {
  products: MenuProduct[];
  onNavigate: () => void;
}

export function MegaMenuFeatured({ products, onNavigate }: MegaMenuFeaturedProps) {
  const theme = useTheme();
  return (
    <div>
      <h3
        css={{
          margin: `0 0 ${theme.spacing.sm}`,
          fontSize: theme.typography.sizes.xs,
          textTransform: 'uppercase',
          letterSpacing: '0.08em',
          color: theme.colors.textMuted,
        }}
      >
        {MEGA_MENU_TEXTS.featured}
      </h3>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: `repeat(2, minmax(0, ${FEATURED_DISPLAY_PX}px))`,
          gap: theme.spacing.sm,
        }}
      >
        {products.map((product) => (
          <li key={`${product.id}-${product.sku}`}>
            <MegaMenuFeaturedProduct product={product} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </div>
  );
}
