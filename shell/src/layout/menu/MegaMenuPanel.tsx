// One desktop mega-menu panel (spec 2 §2): the category, its collections (title, subtitle such as Better/Best) with
// their products or sub-menu items as links labelled by SKU, and the category's fixed featured products with image.
// CHOICE: menus show no prices (so hidePricing never needs honouring here).
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import { IMAGES, imageSources, type MenuCategory } from '@storefront/shared-domain';
import {
  collectionEntries,
  MENU_LOADING_TEXT,
  menuCollectionPath,
  menuLinkLabel,
  menuProductPath,
  visibleCollections,
} from './menuLinks';

export const MEGA_MENU_TEXTS = {
  loading: MENU_LOADING_TEXT,
  unavailable: 'The menu could not be loaded.',
  shopAll: (name: string) => `Shop all ${name}`,
  featured: 'Featured',
} as const;

export interface MegaMenuPanelProps {
  id: string;
  index: number;
  open: boolean;
  label: string;
  categories: MenuCategory[];
  status: 'loading' | 'error' | 'ready';
  /** A link inside was followed: the panel closes. */
  onNavigate: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** Featured images shown at this size; the source is at most IMAGES.menuImagePx wide (spec 2 §9). */
const FEATURED_DISPLAY_PX = 112;

export function MegaMenuPanel({ id, index, open, label, categories, status, onNavigate, ref }: MegaMenuPanelProps) {
  const theme = useTheme();
  const linkCss = {
    color: theme.colors.text,
    textDecoration: 'none',
    '&:hover': { color: theme.colors.brand, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.colors.link}`, outlineOffset: 2 },
  };
  return (
    <div
      ref={ref}
      id={id}
      role="region"
      aria-label={`${label} menu`}
      hidden={!open}
      data-testid={`shell-menu-panel-${index}`}
      css={{
        label: 'shellMegaMenuPanel',
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        zIndex: theme.zIndices.dropdown,
        background: theme.colors.background,
        color: theme.colors.text,
        borderTop: `3px solid ${theme.colors.brand}`,
        boxShadow: theme.shadows.card,
        textAlign: 'left',
      }}
    >
      <div
        css={{
          maxWidth: theme.layout.contentMaxWidth,
          margin: '0 auto',
          padding: `${theme.spacing.lg} ${theme.spacing.md}`,
          display: 'grid',
          gap: theme.spacing.lg,
        }}
      >
        {status !== 'ready' && categories.length === 0 && (
          <p role="status" css={{ margin: 0, color: theme.colors.textMuted }}>
            {status === 'error' ? MEGA_MENU_TEXTS.unavailable : MEGA_MENU_TEXTS.loading}
          </p>
        )}
        {categories.map((category) => (
          <section
            key={category.id}
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
                  <div key={collection.id} data-testid="shell-menu-collection">
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
                  {(category.products ?? []).map((product) => (
                    <li key={`${product.id}-${product.sku}`}>
                      <Link
                        to={menuProductPath(product)}
                        title={product.overrideTitle || product.title}
                        onClick={onNavigate}
                        data-testid="shell-menu-featured"
                        css={{
                          ...linkCss,
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
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
