import { useTheme } from '@emotion/react';
import { imageSources, REVIEW_DISPLAY, type ReviewPhotoEntry } from '@storefront/shared-domain';
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
  const thumb = REVIEW_DISPLAY.thumbnailPx;
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
        <img
          {...imageSources(entry.image, thumb)}
          alt=""
          width={thumb}
          height={thumb}
          loading="lazy"
          css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </button>
    </li>
  );
}
