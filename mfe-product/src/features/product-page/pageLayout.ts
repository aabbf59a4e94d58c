// The product page's frame (page, the two columns, the gallery column and the info column), shared by the page and
// its loading skeleton so both have the same boxes: <article css={pageCss}>, <div css={columnsCss}>, ...
import { css } from '@emotion/react';
import { layout, mq, spacing, typography } from '@storefront/shared-domain';

/** The frame of the page's other states: not found, a failed fetch, a render error. */
export const statusFrameCss = css`
  label: productStatus;
  max-width: ${layout.contentMaxWidth};
  min-height: 60vh;
  margin: 0 auto;
  padding: ${spacing.xl} ${spacing.lg};
`;

// A grid item's min-width is auto by default: its content's widest line. Every grid of the page therefore has columns
// of minmax(0, 1fr) and items of min-width 0, so no block can widen the page (the review photo strip, which
// scrolls sideways inside itself, made the page 980 px wide on a 390 px phone).
const noWiderThanTheGrid = css`
  grid-template-columns: minmax(0, 1fr);
  & > * {
    min-width: 0;
  }
`;

export const pageCss = css`
  label: productPage;
  display: grid;
  ${noWiderThanTheGrid};
  gap: ${spacing.lg};
  width: 100%;
  max-width: ${layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${spacing.md} ${spacing.lg} ${spacing.xxl};
  box-sizing: border-box;
  ${mq.mobile} {
    padding: ${spacing.sm} ${spacing.md} ${spacing.xl};
    gap: ${spacing.md};
  }
`;

export const columnsCss = css`
  label: productColumns;
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  gap: ${spacing.xl};
  align-items: start;
  ${mq.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${spacing.lg};
  }
  ${mq.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${spacing.md};
  }
`;

export const galleryColumnCss = css`
  label: productGalleryColumn;
  min-width: 0;
  /* the fit label of a product without a fitment block lies over the gallery's corner */
  position: relative;
  ${mq.tabletUp} {
    position: sticky;
    top: ${spacing.md};
  }
`;

export const infoCss = css`
  label: productInfo;
  display: grid;
  ${noWiderThanTheGrid};
  gap: ${spacing.md};
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${typography.sizes.xxl};
    line-height: ${typography.lineHeights.tight};
    ${mq.mobile} {
      font-size: ${typography.sizes.xl};
    }
  }
`;
