import { useTheme } from '@emotion/react';
import { REVIEWS_UI_TEXTS } from './texts';

interface PhotoDialogArrowProps {
  direction: 'prev' | 'next';
  onStep(direction: 'prev' | 'next'): void;
}

/** A round previous or next button on the photo's edge. */
export function PhotoDialogArrow({ direction, onStep }: PhotoDialogArrowProps) {
  const theme = useTheme();
  return (
    <button
      type="button"
      data-testid={`product-review-lightbox-${direction}`}
      aria-label={direction === 'prev' ? REVIEWS_UI_TEXTS.previousPhoto : REVIEWS_UI_TEXTS.nextPhoto}
      onClick={() => onStep(direction)}
      css={{
        position: 'absolute',
        top: '50%',
        [direction === 'prev' ? 'left' : 'right']: theme.spacing.sm,
        transform: 'translateY(-50%)',
        width: '44px',
        height: '44px',
        borderRadius: theme.radii.pill,
        border: 0,
        background: theme.colors.background,
        color: theme.colors.text,
        fontSize: theme.typography.sizes.xl,
        boxShadow: theme.shadows.card,
        cursor: 'pointer',
      }}
    >
      <span aria-hidden="true">{direction === 'prev' ? '‹' : '›'}</span>
    </button>
  );
}
