// Home (route /): hero with the vehicle finder entry, category tiles for the spec's categories (spec 1 §1) and the
// menu's fixed featured products (spec 1 §3 "Menu data").
import { css } from '@emotion/react';
import {
  VEHICLE_FINDER_TEXTS,
  colors,
  displaySku,
  IMAGES,
  LINKS,
  imageSources,
  mq,
  radii,
  ROUTES,
  spacing,
  typography,
  type MenuCategory,
  type MenuData,
  type MenuProduct,
} from '@storefront/shared-domain';
import { Link } from 'react-router-dom';
import { VEHICLE_COLLECTION_HANDLE, useGetCatalogMenuQuery } from '../catalog-api/catalogApi';
import { MyVehicleBar } from '../my-vehicle/MyVehicleBar';
import { useMyVehicle } from '@storefront/shared-domain';
import { ScreenRoot } from '../ui/primitives';
import { VehicleQuickPicker } from '../vehicle-finder/VehicleQuickPicker';

/** The spec's categories (spec 1 §1) and their collections (spec 1 §2, spec 2 §2). */
export const HOME_CATEGORIES: ReadonlyArray<{ title: string; handle: string; blurb: string }> = [
  { title: 'Subwoofers', handle: 'car-subwoofers', blurb: '8" to 15" drivers' },
  { title: 'Amplifiers', handle: 'car-amplifiers', blurb: 'Monoblock & multi-channel' },
  { title: 'Speakers', handle: 'car-speakers', blurb: 'Coaxial, component & pro' },
  { title: 'Batteries', handle: 'car-audio-batteries', blurb: 'AGM & lithium' },
  { title: 'Marine Audio', handle: 'marine-audio', blurb: 'Built for sun & spray' },
  { title: 'Loaded Enclosures', handle: 'loaded-subwoofer-enclosures', blurb: 'Ready-to-install bass' },
  { title: 'Empty Enclosures', handle: 'empty-subwoofer-enclosures', blurb: 'Ported & sealed boxes' },
  { title: 'Wiring Kits', handle: 'amplifier-wiring-kits', blurb: '0, 4 & 8 gauge' },
  { title: 'Accessories', handle: 'car-audio-installation-accessories-wiring-equipment', blurb: 'Wire, fuses & more' },
  { title: 'Bundles', handle: 'bundles', blurb: 'Matched packages' },
  { title: 'Pro Audio', handle: 'professional-audio', blurb: 'Live sound & PA' },
];

/** The vehicle finder as a tile next to the categories. */
const VEHICLE_TILE = {
  title: 'Vehicle Specific',
  handle: VEHICLE_COLLECTION_HANDLE,
  blurb: 'Enclosures made to fit',
};

const heroCss = css`
  label: catalogHomeHero;
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  gap: ${spacing.xl};
  align-items: center;
  padding: ${spacing.xxl} ${spacing.xl};
  border-radius: ${radii.lg};
  background: radial-gradient(circle at 85% 20%, #3a0d0f 0%, ${colors.surfaceDark} 55%);
  color: ${colors.textInverse};
  h1 {
    margin: 0 0 ${spacing.md};
    font-size: ${typography.sizes.display};
    font-weight: ${typography.weights.black};
    line-height: ${typography.lineHeights.tight};
    letter-spacing: -0.02em;
  }
  p {
    margin: 0;
    max-width: 46ch;
    color: #d6d6d6;
    font-size: ${typography.sizes.lg};
  }
  ${mq.tablet} {
    grid-template-columns: 1fr;
    padding: ${spacing.xl};
  }
  ${mq.mobile} {
    grid-template-columns: 1fr;
    gap: ${spacing.lg};
    padding: ${spacing.lg} ${spacing.md};
    h1 {
      font-size: ${typography.sizes.xxl};
    }
    p {
      font-size: ${typography.sizes.md};
    }
  }
`;

const finderCardCss = css`
  label: catalogHomeFinder;
  padding: ${spacing.lg};
  border-radius: ${radii.lg};
  background: rgba(255, 255, 255, 0.06);
  border: 1px solid rgba(255, 255, 255, 0.14);
  h2 {
    margin: 0 0 ${spacing.md};
    font-size: ${typography.sizes.xl};
    font-weight: ${typography.weights.bold};
  }
  form > div {
    grid-template-columns: 1fr;
  }
  form {
    grid-template-columns: 1fr;
  }
  a {
    display: inline-block;
    margin-top: ${spacing.md};
    color: #ffb3b6;
    font-size: ${typography.sizes.sm};
  }
  ${mq.mobile} {
    padding: ${spacing.md};
  }
`;

const sectionCss = css`
  label: catalogHomeSection;
  margin-top: ${spacing.xxl};
  h2 {
    margin: 0 0 ${spacing.md};
    font-size: ${typography.sizes.xl};
    font-weight: ${typography.weights.black};
  }
  ${mq.mobile} {
    margin-top: ${spacing.xl};
  }
`;

const tilesCss = css`
  label: catalogCategoryTiles;
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${mq.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${spacing.sm};
  }
  a {
    display: flex;
    flex-direction: column;
    height: 100%;
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
    background: ${colors.background};
    color: ${colors.text};
    text-decoration: none;
    overflow: hidden;
    transition:
      border-color 0.15s ease,
      box-shadow 0.15s ease;
  }
  a:hover {
    border-color: ${colors.text};
    box-shadow: 0 2px 10px rgba(0, 0, 0, 0.08);
  }
  a:focus-visible {
    outline: 2px solid ${colors.link};
    outline-offset: 2px;
  }
  .media {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    aspect-ratio: 4 / 3;
    overflow: hidden;
    background: ${colors.surface};
  }
  .media img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  .media .initial {
    font-size: 40px;
    font-weight: ${typography.weights.black};
    color: ${colors.brand};
  }
  .text {
    padding: ${spacing.sm} ${spacing.md} ${spacing.md};
  }
  strong {
    display: block;
    font-size: ${typography.sizes.md};
  }
  small {
    color: ${colors.textMuted};
    font-size: ${typography.sizes.xs};
  }
`;

/** Featured products shown per menu category (one row on desktop). */
export const FEATURED_PER_CATEGORY = 4;
const FEATURED_COLUMNS = FEATURED_PER_CATEGORY;

const featuredCss = css`
  label: catalogFeatured;
  display: grid;
  grid-template-columns: repeat(${FEATURED_COLUMNS}, minmax(0, 1fr));
  gap: ${spacing.sm};
  margin: 0 0 ${spacing.md};
  padding: 0;
  list-style: none;
  ${mq.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.mobile} {
    grid-template-columns: 1fr;
  }
  a {
    display: grid;
    grid-template-columns: 72px minmax(0, 1fr);
    gap: ${spacing.sm};
    align-items: center;
    height: 100%;
    padding: ${spacing.sm};
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
    color: ${colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${colors.text};
  }
  a:focus-visible {
    outline: 2px solid ${colors.link};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 72px;
    height: 72px;
    object-fit: contain;
    background: ${colors.surface};
    border-radius: ${radii.md};
  }
  a > span > span {
    display: -webkit-box;
    overflow: hidden;
    font-size: ${typography.sizes.sm};
    font-weight: ${typography.weights.medium};
    line-height: ${typography.lineHeights.tight};
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
  small {
    display: block;
    margin-top: ${spacing.xxs};
    font-family: ${typography.monoFamily};
    font-size: ${typography.sizes.xs};
    color: ${colors.textMuted};
  }
`;

const groupTitleCss = css`
  label: catalogFeaturedGroup;
  margin: ${spacing.lg} 0 ${spacing.sm};
  font-size: ${typography.sizes.md};
  font-weight: ${typography.weights.bold};
  a {
    margin-left: ${spacing.sm};
    color: ${colors.link};
    font-size: ${typography.sizes.sm};
    font-weight: ${typography.weights.regular};
  }
`;

function imageForHandle(menu: MenuData | undefined, handle: string): string | null {
  if (!menu) return null;
  for (const category of [...menu.left, ...menu.right]) {
    if (category.handle === handle && category.imageUrl) return category.imageUrl;
    const collection = category.collections?.find((c) => c.handle === handle && c.imageUrl);
    if (collection) return collection.imageUrl;
  }
  return null;
}

function productTitle(product: MenuProduct): string {
  return product.overrideTitle?.trim() || product.title?.trim() || displaySku(product.sku);
}

function featuredGroups(menu: MenuData | undefined): Array<{ category: MenuCategory; products: MenuProduct[] }> {
  if (!menu) return [];
  return [...menu.left, ...menu.right]
    .filter((category) => !category.mobileOnly && (category.products?.length ?? 0) > 0)
    .map((category) => ({ category, products: (category.products ?? []).slice(0, FEATURED_PER_CATEGORY) }));
}

export function HomePage() {
  const { data: menu } = useGetCatalogMenuQuery();
  const myVehicle = useMyVehicle();
  const groups = featuredGroups(menu);

  return (
    <ScreenRoot data-boundary="catalog" data-testid="catalog-home-page">
      <section css={heroCss} aria-labelledby="catalog-home-title">
        <div>
          <h1 id="catalog-home-title">Serious bass, built to fit.</h1>
          <p>Subwoofers, amplifiers, speakers and vehicle-specific enclosures for cars, trucks, boats and the stage.</p>
        </div>
        <div css={finderCardCss}>
          <h2>{VEHICLE_FINDER_TEXTS.heading}</h2>
          <VehicleQuickPicker
            key={myVehicle ? `${myVehicle.year}-${myVehicle.make}-${myVehicle.model ?? ''}` : 'none'}
            initial={myVehicle ?? {}}
            testIdPrefix="catalog-home-vehicle"
          />
          <Link to={LINKS.vehicleFinder}>Browse all vehicle specific enclosures</Link>
        </div>
      </section>

      {myVehicle ? <MyVehicleBar /> : null}

      <section css={sectionCss} aria-labelledby="catalog-home-categories">
        <h2 id="catalog-home-categories">Shop by category</h2>
        <ul css={tilesCss} data-testid="catalog-category-tiles">
          {[...HOME_CATEGORIES, VEHICLE_TILE].map((category) => {
            const image = imageForHandle(menu, category.handle);
            return (
              <li key={category.handle}>
                <Link to={ROUTES.collection.href(category.handle)} data-testid="catalog-category-tile">
                  <span className="media" aria-hidden="true">
                    {image ? (
                      <img
                        {...imageSources(image, IMAGES.menuImagePx)}
                        alt=""
                        width={400}
                        height={300}
                        loading="lazy"
                      />
                    ) : (
                      <span className="initial">{category.title[0]}</span>
                    )}
                  </span>
                  <span className="text">
                    <strong>{category.title}</strong>
                    <small>{category.blurb}</small>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      {groups.length > 0 ? (
        <section css={sectionCss} aria-labelledby="catalog-home-featured" data-testid="catalog-featured">
          <h2 id="catalog-home-featured">Featured products</h2>
          {groups.map(({ category, products }) => (
            <div key={category.id ?? category.handle}>
              <h3 css={groupTitleCss}>
                {category.category}
                <Link to={ROUTES.collection.href(category.handle)}>Shop all</Link>
              </h3>
              <ul css={featuredCss}>
                {products.map((product) => (
                  <li key={product.id ?? product.sku}>
                    <Link to={ROUTES.product.href(product.slug)} data-testid="catalog-featured-product">
                      <img
                        {...imageSources(product.imageUrl, 72)}
                        alt=""
                        width={72}
                        height={72}
                        loading="lazy"
                        decoding="async"
                      />
                      <span>
                        <span>{productTitle(product)}</span>
                        <small>{displaySku(product.sku)}</small>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}
    </ScreenRoot>
  );
}

export default HomePage;
