import { useTheme } from '@emotion/react';
import { REVIEW_DISPLAY, REVIEW_TEXTS, type ReviewPhotoEntry } from '@storefront/shared-domain';
import { PhotoDialogGridTile } from './PhotoDialogGridTile';

interface PhotoDialogGridProps {
  entries: readonly ReviewPhotoEntry[];
  columns: number;
  dark: boolean;
  endReached: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  onOpen(entry: ReviewPhotoEntry): void;
}

/** The grid of every loaded review photo and, until all reviews are loaded, a button for more. */
export function PhotoDialogGrid(props: PhotoDialogGridProps) {
  const { entries, columns, dark, endReached, loadingMore, onLoadMore, onOpen } = props;
  const theme = useTheme();
  return (
    <div css={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: theme.spacing.md }}>
      <ul
        data-testid="product-review-grid"
        data-columns={columns}
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.spacing.sm,
          gridTemplateColumns: `repeat(${columns}, minmax(0, ${REVIEW_DISPLAY.thumbnailPx}px))`,
          justifyContent: 'center',
        }}
      >
        {entries.map((entry, index) => (
          <PhotoDialogGridTile
            key={`${entry.review_id}-${entry.image_index}`}
            entry={entry}
            number={index + 1}
            dark={dark}
            onOpen={onOpen}
          />
        ))}
      </ul>
      {!endReached && (
        <div css={{ display: 'flex', justifyContent: 'center', padding: theme.spacing.md }}>
          <button
            type="button"
            data-testid="product-review-grid-load-more"
            disabled={loadingMore}
            onClick={onLoadMore}
            css={{
              padding: `${theme.spacing.sm} ${theme.spacing.lg}`,
              border: `1px solid currentColor`,
              borderRadius: theme.radii.md,
              background: 'transparent',
              color: 'inherit',
              font: 'inherit',
              cursor: loadingMore ? 'progress' : 'pointer',
            }}
          >
            {loadingMore ? REVIEW_TEXTS.loading : REVIEW_TEXTS.loadMore}
          </button>
        </div>
      )}
    </div>
  );
}
