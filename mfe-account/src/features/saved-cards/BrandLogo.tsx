// Small inline logos of the 4 card brands (spec 2 §3, §9 'Card logos cover 4 brands'): drawn with the theme's
// fixed palette (a brand logo does not change with the theme), no external assets. The accessible name is the brand's name.
import { useTheme } from '@emotion/react';
import { CARD_BRAND_NAMES, lightPalette as colors, type CardBrandCode } from '@storefront/shared-domain';

const WIDTH = 48;
const HEIGHT = 30;

export function BrandLogo({ brand }: { brand: CardBrandCode | null }) {
  const { typography } = useTheme();
  const label = brand ? CARD_BRAND_NAMES[brand] : 'Card';
  const text = (content: string, fill: string, size = 11) => (
    <text
      x={WIDTH / 2}
      y={HEIGHT / 2 + size / 3}
      textAnchor="middle"
      fontFamily={typography.fontFamily}
      fontWeight={typography.weights.black}
      fontSize={size}
      fill={fill}
    >
      {content}
    </text>
  );
  let art;
  switch (brand) {
    case 'visa':
      art = (
        <>
          <rect width={WIDTH} height={HEIGHT} rx={4} fill={colors.link} />
          <text
            x={WIDTH / 2}
            y={HEIGHT / 2 + 5}
            textAnchor="middle"
            fontFamily={typography.fontFamily}
            fontStyle="italic"
            fontWeight={typography.weights.black}
            fontSize={14}
            fill={colors.textInverse}
          >
            VISA
          </text>
        </>
      );
      break;
    case 'mastercard':
      art = (
        <>
          <rect width={WIDTH} height={HEIGHT} rx={4} fill={colors.surfaceDark} />
          <circle cx={19} cy={HEIGHT / 2} r={9} fill={colors.brand} />
          <circle cx={29} cy={HEIGHT / 2} r={9} fill={colors.warningBackground} fillOpacity={0.85} />
        </>
      );
      break;
    case 'amex':
      art = (
        <>
          <rect width={WIDTH} height={HEIGHT} rx={4} fill={colors.link} />
          <rect x={3} y={3} width={WIDTH - 6} height={HEIGHT - 6} rx={2} fill="none" stroke={colors.textInverse} />
          {text('AMEX', colors.textInverse, 10)}
        </>
      );
      break;
    case 'discover':
      art = (
        <>
          <rect width={WIDTH} height={HEIGHT} rx={4} fill={colors.background} stroke={colors.border} />
          <rect x={1} y={HEIGHT - 7} width={WIDTH - 2} height={6} fill={colors.brand} />
          {text('DISCOVER', colors.text, 7)}
        </>
      );
      break;
    default:
      art = (
        <>
          <rect width={WIDTH} height={HEIGHT} rx={4} fill={colors.surface} stroke={colors.border} />
          <rect x={0} y={8} width={WIDTH} height={5} fill={colors.textMuted} />
        </>
      );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="account-card-brand"
      data-brand={brand ?? 'unknown'}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      css={{ flex: 'none' }}
    >
      {art}
    </svg>
  );
}
