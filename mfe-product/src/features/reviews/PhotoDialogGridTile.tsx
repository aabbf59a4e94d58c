import { useTheme } from '@emotion/react';
import { REVIEW_DISPLAY, type ReviewPhotoEntry } from '@storefront/shared-domain';
import { ReviewPhotoThumb } from './ReviewPhotoThumb';
import { REVIEWS_UI_TEXTS } from './texts';

interface PhotoDialogGridTileProps {
  entry: ReviewPhotoEntry;
  /** 1-based place in the grid, read out with the photo's description. */
  number: number;
  dark: boolean;
  onOpen(entry: ReviewPhotoEntry): void;
}

/** One square thumbnail of the grid; choosing it opens that photo in the single view. */
export function PhotoDialogGridTile({ entry, number, dark, onOpen }: PhotoDialogGridTileProps) {
  const theme = useTheme();
  return (
    <li>
      <button
        type="button"
        data-testid="product-review-grid-tile"
        aria-label={REVIEWS_UI_TEXTS.openPhoto(entry.image_alt, number)}
        onClick={() => onOpen(entry)}
        css={{
          display: 'block',
          width: '100%',
          aspectRatio: '1 / 1',
          padding: 0,
          border: 0,
          borderRadius: theme.radii.md,
          overflow: 'hidden',
          background: dark ? theme.colors.text : theme.colors.surface,
          cursor: 'zoom-in',
        }}
      >
        <ReviewPhotoThumb image={entry.image} px={REVIEW_DISPLAY.thumbnailPx} fill />
      </button>
    </li>
  );
}
