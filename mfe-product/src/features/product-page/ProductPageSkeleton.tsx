// The product page while its data loads: the page's own frame with grey boxes where the breadcrumb, the gallery (the
// same square stage and thumbnail row), the title, the SKU line, the stars, the price and the buy box will be, each
// about as tall as the real part, so the page does not jump when the product arrives. Screen readers hear the spec's
// loading text.
import { css } from '@emotion/react';
import { PRODUCT_PAGE_TEXTS, mq, radii, spacing, typography } from '@storefront/shared-domain';
import { GALLERY_THUMB_PX } from './Gallery';
import { columnsCss, galleryColumnCss, infoCss, pageCss } from './pageLayout';
import { SkeletonBlock, VisuallyHidden } from '@storefront/ui';

/** Thumbnails shown in the placeholder row (most products have a few images). */
const THUMBS = 4;
/** A thumbnail's box on a phone (the gallery's thumbnail row). */
const MOBILE_THUMB_PX = 52;

/** Text line boxes: breadcrumb (14 px, line-height 1.5), SKU line (same), stars (24 px link). */
const SMALL_LINE = `calc(${typography.sizes.sm} * ${typography.lineHeights.normal})`;
const RATING_PX = 24;
/** The price block: the struck MAP line and the big sale price. */
const PRICE_PX = 68;
/** The buy box's stock line and button row. */
const BUY_BOX_PX = 48;

const crumbsCss = css`
  label: productSkeletonCrumbs;
  display: grid;
  gap: ${spacing.xxs};
  > span {
    height: ${SMALL_LINE};
  }
  /* a long product name wraps the breadcrumb on a phone */
  > span + span {
    display: none;
  }
  ${mq.mobile} {
    > span + span {
      display: block;
    }
  }
`;

const stageCss = css`
  label: productSkeletonStage;
  width: 100%;
  aspect-ratio: 1 / 1;
  border-radius: ${radii.lg};
`;

const thumbsCss = css`
  label: productSkeletonThumbs;
  display: flex;
  gap: ${spacing.sm};
  margin-top: ${spacing.sm};
  > span {
    flex: none;
    width: ${GALLERY_THUMB_PX}px;
    height: ${GALLERY_THUMB_PX}px;
  }
  ${mq.mobile} {
    > span {
      width: ${MOBILE_THUMB_PX}px;
      height: ${MOBILE_THUMB_PX}px;
    }
  }
`;

/** The title: two lines of the h1 (names are long). */
const titleCss = css`
  label: productSkeletonTitle;
  display: grid;
  font-size: ${typography.sizes.xxl};
  > span {
    height: calc(1em * ${typography.lineHeights.tight});
    padding: 4px 0;
  }
  ${mq.mobile} {
    font-size: ${typography.sizes.xl};
  }
`;

export function ProductPageSkeleton() {
  return (
    <article css={pageCss} data-boundary="product" data-testid="product-page" data-state="loading" aria-busy="true">
      <VisuallyHidden role="status">{PRODUCT_PAGE_TEXTS.loading}</VisuallyHidden>
      <div css={crumbsCss} aria-hidden="true">
        <SkeletonBlock style={{ width: 'min(480px, 90%)' }} />
        <SkeletonBlock style={{ width: '80%' }} />
        <SkeletonBlock style={{ width: '50%' }} />
      </div>
      <div css={columnsCss} aria-hidden="true" data-testid="product-skeleton">
        <div css={galleryColumnCss}>
          <SkeletonBlock css={stageCss} data-testid="product-skeleton-gallery" />
          <div css={thumbsCss}>
            {Array.from({ length: THUMBS }, (_, i) => (
              <SkeletonBlock key={i} />
            ))}
          </div>
        </div>
        <div css={infoCss}>
          <div css={titleCss}>
            <span>
              <SkeletonBlock style={{ height: '100%', width: '95%' }} />
            </span>
            <span>
              <SkeletonBlock style={{ height: '100%', width: '70%' }} />
            </span>
          </div>
          <SkeletonBlock style={{ height: SMALL_LINE, width: 160 }} />
          <SkeletonBlock style={{ height: RATING_PX, width: 220 }} />
          <SkeletonBlock style={{ height: PRICE_PX, width: 'min(320px, 80%)' }} />
          <SkeletonBlock style={{ height: BUY_BOX_PX }} />
        </div>
      </div>
    </article>
  );
}
