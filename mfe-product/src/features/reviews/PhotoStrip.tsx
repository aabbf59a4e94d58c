// 'Customer Photos': up to 2 photos per review, at most 20, with a 'View All Photos' tile (the grid) when there are
// more than 3 (spec 1 "Review display constants"). A photo opens the viewer at that photo; install photos (the
// section puts them first) say so.
import { useTheme } from '@emotion/react';
import {
  REVIEW_DISPLAY,
  REVIEW_FIT_TEXTS,
  REVIEW_TEXTS,
  reviewPhotoStrip,
  type ReviewPhotoEntry,
} from '@storefront/shared-domain';
import { ReviewPhotoThumb } from './ReviewPhotoThumb';
import { REVIEWS_UI_TEXTS } from './texts';

export interface PhotoStripProps {
  photos: readonly ReviewPhotoEntry[];
  onOpenPhoto(photo: ReviewPhotoEntry, opener: HTMLElement): void;
  onViewAll(opener: HTMLElement): void;
}

export function PhotoStrip({ photos, onOpenPhoto, onViewAll }: PhotoStripProps) {
  const theme = useTheme();
  const strip = reviewPhotoStrip(photos);
  if (strip.photos.length === 0) return null;
  const size = REVIEW_DISPLAY.thumbnailPx / 1.5;
  const tile = {
    display: 'block',
    width: size,
    height: size,
    padding: 0,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    overflow: 'hidden',
    background: theme.colors.surface,
    cursor: 'zoom-in',
    position: 'relative',
  } as const;
  const badge = {
    position: 'absolute',
    insetInline: 0,
    bottom: 0,
    background: theme.colors.surfaceDark,
    color: theme.colors.textInverse,
    fontSize: theme.typography.sizes.xs,
  } as const;
  return (
    <section data-testid="product-reviews-photos" aria-labelledby="product-reviews-photos-title">
      <h3
        id="product-reviews-photos-title"
        css={{ margin: `0 0 ${theme.spacing.sm}`, fontSize: theme.typography.sizes.lg }}
      >
        {REVIEW_TEXTS.customerPhotos}
      </h3>
      <ul
        css={{
          display: 'flex',
          gap: theme.spacing.sm,
          listStyle: 'none',
          margin: 0,
          padding: `0 0 ${theme.spacing.xs}`,
          overflowX: 'auto',
          scrollbarWidth: 'thin',
        }}
      >
        {strip.photos.map((photo, index) => (
          <li key={`${photo.review_id}-${photo.image_index}`} css={{ flex: 'none' }}>
            <button
              type="button"
              data-testid="product-reviews-photo-tile"
              aria-label={REVIEWS_UI_TEXTS.openPhoto(photo.image_alt, index + 1)}
              onClick={(event) => onOpenPhoto(photo, event.currentTarget)}
              css={tile}
            >
              <ReviewPhotoThumb image={photo.image} px={size} fill />
              {photo.install && (
                <span data-testid="product-reviews-install-photo" css={badge}>
                  {REVIEW_FIT_TEXTS.installPhoto}
                </span>
              )}
            </button>
          </li>
        ))}
        {strip.showViewAll && (
          <li css={{ flex: 'none' }}>
            <button
              type="button"
              data-testid="product-reviews-view-all"
              onClick={(event) => onViewAll(event.currentTarget)}
              css={{
                ...tile,
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                background: theme.colors.text,
                color: theme.colors.textInverse,
                font: 'inherit',
                fontWeight: theme.typography.weights.bold,
                fontSize: theme.typography.sizes.sm,
                textAlign: 'center',
              }}
            >
              {REVIEW_TEXTS.viewAllPhotos}
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
