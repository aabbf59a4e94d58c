// One featured product of a mega-menu category: its image over its SKU label, linking to the product.
import { Link } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import { IMAGES, imageSources, type MenuProduct } from '@storefront/shared-domain';
import { megaMenuLinkCss } from './megaMenuLinkCss';
import { menuLinkLabel, menuProductPath } from './menuLinks';

export interface MegaMenuFeaturedProductProps {
  product: MenuProduct;
  onNavigate: () => void;
}

export function MegaMenuFeaturedProduct({ product, onNavigate }: MegaMenuFeaturedProductProps) {
  const theme = useTheme();
  return (
    <Link
      to={menuProductPath(product)}
      title={product.overrideTitle || product.title}
      onClick={onNavigate}
      data-testid="shell-menu-featured"
      css={{
        ...megaMenuLinkCss(theme),
        display: 'block',
        padding: theme.spacing.xs,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        textAlign: 'center',
        fontFamily: theme.typography.monoFamily,
        fontSize: theme.typography.sizes.xs,
        '&:hover': { borderColor: theme.colors.brand, color: theme.colors.brand },
      }}
    >
      <img
        {...imageSources(product.imageUrl, IMAGES.menuImagePx)}
        alt=""
        width={IMAGES.menuImagePx}
        height={IMAGES.menuImagePx}
        loading="lazy"
        css={{
          display: 'block',
          width: '100%',
          maxWidth: IMAGES.menuImagePx,
          height: 'auto',
          aspectRatio: '1 / 1',
          objectFit: 'contain',
          background: theme.colors.surface,
          borderRadius: theme.radii.sm,
          marginBottom: theme.spacing.xs,
        }}
      />
      {menuLinkLabel(product)}
    </Link>
  );
}
