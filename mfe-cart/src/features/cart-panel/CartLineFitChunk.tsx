// The fetched part of a cart line's fit (CartLineFit.tsx): the rule, the label and the link to what fits.
import { useTheme } from '@emotion/react';
import { FIT_CONFIDENCE_TEXTS, fitConfidence, fitVehicleLabel, whatFitsHref } from '@storefront/shared-domain';
import { FitLabel } from '@storefront/ui';
import { AppLink } from '../ui/AppLink';
import type { CartLineFitPartProps } from './CartLineFit';

const linkCss = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export function CartLineFitChunk({ line, vehicle, part, onNavigate }: CartLineFitPartProps) {
  const theme = useTheme();
  const fit = line.variant ? fitConfidence(line.variant, vehicle) : null;
  if (!fit) return null;
  if (part === 'label') return <FitLabel fit={fit} testId="cart-line-fit-label" />;
  if (fit.kind !== 'does-not-fit') return null;
  return (
    <AppLink
      to={whatFitsHref(vehicle)}
      onClick={onNavigate}
      data-testid="cart-line-see-what-fits"
      css={{ ...linkCss, color: theme.colors.link }}
    >
      {FIT_CONFIDENCE_TEXTS.seeWhatFits(fitVehicleLabel(vehicle))}
    </AppLink>
  );
}
