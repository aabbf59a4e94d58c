import type { RefObject } from 'react';
import { useTheme } from '@emotion/react';
import { REVIEWS_UI_TEXTS } from './texts';

interface PhotoDialogHeaderProps {
  titleId: string;
  title: string;
  dark: boolean;
  /** The photo shown and how many its review has; none in the grid. */
  counter: { photo: number; of: number } | null;
  closeRef: RefObject<HTMLButtonElement | null>;
  onClose(): void;
}

/** The viewer's title, the photo counter of the single view and the close button (where focus starts). */
export function PhotoDialogHeader({ titleId, title, dark, counter, closeRef, onClose }: PhotoDialogHeaderProps) {
  const theme = useTheme();
  return (
    <header
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: theme.spacing.sm,
        padding: `${theme.spacing.sm} ${theme.spacing.md}`,
        borderBottom: dark ? 'none' : `1px solid ${theme.colors.border}`,
      }}
    >
      <h2 id={titleId} css={{ margin: 0, fontSize: theme.typography.sizes.lg, flex: 1 }}>
        {title}
      </h2>
      {counter && (
        // The slide counter of the review shown (spec 2 §2): a count across reviews would grow under the shopper,
        // as more reviews are fetched while they move.
        <span data-testid="product-review-lightbox-counter" aria-live="polite">
          {REVIEWS_UI_TEXTS.photoCounter(counter.photo, counter.of)}
        </span>
      )}
      <button
        ref={closeRef}
        type="button"
        data-testid="product-review-lightbox-close"
        aria-label={REVIEWS_UI_TEXTS.close}
        onClick={onClose}
        css={{
          width: '40px',
          height: '40px',
          border: 0,
          borderRadius: theme.radii.pill,
          background: 'transparent',
          color: 'inherit',
          fontSize: theme.typography.sizes.xl,
          cursor: 'pointer',
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </header>
  );
}
