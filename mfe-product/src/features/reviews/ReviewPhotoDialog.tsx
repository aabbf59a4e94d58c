// The review photo viewer (spec 1 §2 "Review section" and "Lightbox", spec 2 §2/§4 "Review modal").
// Desktop: a modal with the grid 'Review Photos' and the single view 'Review Photo' (previous/next across reviews,
// 'View All Photos' back to the grid). Mobile: a separate full-screen viewer (black, swipe). Both: arrow keys move,
// Escape closes, a spinner until a photo loads, an error icon if it fails, the next 3 photos preloaded, more reviews
// loaded when fewer than 4 photos remain; on a review's last photo next goes to the next review at photo 0; arrows
// hidden at the very ends; individual mode (one review's photos) never crosses reviews.
// Every piece below is imported from here only, so it all stays in the viewer's own lazily loaded chunk.
import { useId } from 'react';
import { createPortal } from 'react-dom';
import { REVIEW_TEXTS, reviewGridColumns } from '@storefront/shared-domain';
import { PhotoDialogFrame } from './PhotoDialogFrame';
import { PhotoDialogGrid } from './PhotoDialogGrid';
import { PhotoDialogHeader } from './PhotoDialogHeader';
import { PhotoDialogReview } from './PhotoDialogReview';
import { PhotoDialogSlide } from './PhotoDialogSlide';
import type { ReviewWithVehicle } from './types';
import { usePhotoDialog } from './usePhotoDialog';
import type { usePhotoViewer } from './usePhotoViewer';

export interface ReviewPhotoDialogProps {
  reviews: readonly ReviewWithVehicle[];
  viewer: ReturnType<typeof usePhotoViewer>;
  isMobile: boolean;
  now: Date;
  endReached: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}

export function ReviewPhotoDialog(props: ReviewPhotoDialogProps) {
  if (!props.viewer.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({ reviews, viewer, isMobile, now, endReached, loadingMore, onLoadMore }: ReviewPhotoDialogProps) {
  const titleId = useId();
  const shown = usePhotoDialog({ reviews, viewer, endReached, loadingMore, onLoadMore });
  const { review, single, dialogRef, closeRef } = shown;
  const dark = isMobile;

  return (
    <PhotoDialogFrame
      dialogRef={dialogRef}
      closeRef={closeRef}
      titleId={titleId}
      isMobile={isMobile}
      single={single}
      onClose={viewer.close}
    >
      <PhotoDialogHeader
        titleId={titleId}
        title={single ? REVIEW_TEXTS.reviewPhoto : REVIEW_TEXTS.reviewPhotos}
        dark={dark}
        counter={single ? { photo: shown.imageIndex + 1, of: shown.imageCount } : null}
        closeRef={closeRef}
        onClose={viewer.close}
      />
      {single && review ? (
        <PhotoDialogSlide slide={shown.slides[shown.slideIndex]} dark={dark} arrows={shown.arrows} onStep={shown.step}>
          <PhotoDialogReview
            review={review}
            now={now}
            dark={dark}
            individual={viewer.individual}
            onViewAll={shown.viewAll}
          />
        </PhotoDialogSlide>
      ) : (
        <PhotoDialogGrid
          entries={shown.entries}
          columns={reviewGridColumns(isMobile)}
          dark={dark}
          endReached={endReached}
          loadingMore={loadingMore}
          onLoadMore={onLoadMore}
          onOpen={shown.openPhoto}
        />
      )}
    </PhotoDialogFrame>
  );
}
