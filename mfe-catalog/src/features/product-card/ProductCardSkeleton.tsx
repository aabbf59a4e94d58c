// A product card while the listing loads: the real card's frame with grey blocks where its parts will be, each as tall
// as the part (measured on the real card: image square, badge, name lines, SKU, stars, two price lines, the button),
// so the grid does not move when the products arrive.
import { css } from '@emotion/react';
import { mq, radii, typography } from '@storefront/shared-domain';
import { SkeletonBlock } from '../ui/primitives';
import { cardFrameCss } from './ProductCard';

/** Lines a product name usually takes on a card (names are long: size, power, impedance ...). */
const NAME_LINES = { mobile: 4, wider: 3 } as const;
const nameLineHeight = `calc(${typography.sizes.md} * ${typography.lineHeights.tight})`;
/** The SKU and the stars line: a small text line (12 px at line-height 1.5). */
const SMALL_LINE_PX = 18;
/** A card's price: two lines (the struck MAP line and the sale price) of 22 px. */
const PRICE_LINE_PX = 22;
/** Add to Cart: a 40 px button under an 8 px rule. */
const BUTTON_PX = 40;

const imageBoxCss = css`
  label: catalogCardSkeletonImage;
  width: 100%;
  aspect-ratio: 1 / 1;
  border-radius: ${radii.md};
`;

const badgeCss = css`
  label: catalogCardSkeletonBadge;
  width: 72px;
  height: 23px;
  border-radius: ${radii.pill};
`;

/** A box as tall as `lines` text lines, each showing a bar of the given width. */
const linesCss = (lineHeight: string) => css`
  label: catalogCardSkeletonLines;
  display: flex;
  flex-direction: column;
  > span {
    flex: none;
    height: ${lineHeight};
    padding: 3px 0;
  }
  > span[data-mobile-only='true'] {
    display: none;
  }
  ${mq.mobile} {
    > span[data-mobile-only='true'] {
      display: block;
    }
  }
`;

function SkeletonLines({
  lineHeight,
  widths,
  mobileWidths = [],
}: {
  lineHeight: string;
  widths: readonly string[];
  /** Extra lines shown on a phone only (a name wraps once more in a narrow card). */
  mobileWidths?: readonly string[];
}) {
  return (
    <span css={linesCss(lineHeight)}>
      {widths.map((width, i) => (
        <span key={i}>
          <SkeletonBlock style={{ width, height: '100%' }} />
        </span>
      ))}
      {mobileWidths.map((width, i) => (
        <span key={`m${i}`} data-mobile-only="true">
          <SkeletonBlock style={{ width, height: '100%' }} />
        </span>
      ))}
    </span>
  );
}

const actionsCss = css`
  label: catalogCardSkeletonActions;
  display: block;
  margin-top: auto;
  padding-top: 8px;
`;

const NAME_WIDTHS = ['95%', '90%', '60%'] as const;

/** `fitment`: vehicle-specific enclosures show their 'years make model' line under the SKU. */
export function ProductCardSkeleton({ fitment = false }: { fitment?: boolean }) {
  return (
    <div css={cardFrameCss} data-testid="catalog-card-skeleton" aria-hidden="true">
      <SkeletonBlock css={imageBoxCss} />
      <SkeletonBlock css={badgeCss} />
      <SkeletonLines
        lineHeight={nameLineHeight}
        widths={NAME_WIDTHS.slice(0, NAME_LINES.wider)}
        mobileWidths={NAME_LINES.mobile > NAME_LINES.wider ? ['40%'] : []}
      />
      <SkeletonLines lineHeight={`${SMALL_LINE_PX}px`} widths={['55%']} />
      {fitment ? <SkeletonLines lineHeight={`${SMALL_LINE_PX}px`} widths={['65%']} /> : null}
      <SkeletonLines lineHeight={`${SMALL_LINE_PX}px`} widths={['45%']} />
      <SkeletonLines lineHeight={`${PRICE_LINE_PX}px`} widths={['70%', '80%']} />
      <span css={actionsCss}>
        <SkeletonBlock style={{ height: BUTTON_PX }} />
      </span>
    </div>
  );
}
