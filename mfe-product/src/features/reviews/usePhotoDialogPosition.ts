import { useMemo } from 'react';
import {
  reviewModalArrows,
  reviewModalStep,
  reviewPhotoEntries,
  type ReviewPhotoEntry,
} from '@storefront/shared-domain';
import type { ReviewWithVehicle } from './types';
import type { usePhotoViewer } from './usePhotoViewer';

/**
 * Where the photo viewer stands among the loaded reviews: the review and photo shown (clamped, as the list can change
 * under the viewer), which arrows apply, the photos one steps through (one review's in individual mode, all otherwise)
 * and a step to the previous or next photo.
 */
export function usePhotoDialogPosition(
  reviews: readonly ReviewWithVehicle[],
  viewer: ReturnType<typeof usePhotoViewer>,
) {
  const { modal, individual, view, moveTo } = viewer;
  const entries = useMemo(() => reviewPhotoEntries(reviews), [reviews]);
  const imageCounts = useMemo(() => reviews.map((review) => reviewPhotoEntries([review]).length), [reviews]);
  const found = reviews.findIndex((review) => review.reviewId === modal.reviewModalId);
  const reviewIndex = found >= 0 ? found : Math.min(modal.reviewIndex, Math.max(0, reviews.length - 1));
  const review = reviews[reviewIndex];
  const imageIndex = Math.min(modal.initialReviewImageIndex, Math.max(0, (imageCounts[reviewIndex] ?? 1) - 1));
  const position = { reviewIndex, imageIndex };
  const flatIndex = entries.findIndex((e) => e.review_id === review?.reviewId && e.image_index === imageIndex);
  const arrows = reviewModalArrows(position, imageCounts, individual);
  const single = view === 'single' && review !== undefined && flatIndex >= 0;

  const step = (direction: 'next' | 'prev') => {
    const to = reviewModalStep(position, imageCounts, direction, individual);
    const target = to ? reviews[to.reviewIndex] : undefined;
    if (to && target) moveTo(target.reviewId, to.reviewIndex, to.imageIndex);
  };

  const slides: readonly ReviewPhotoEntry[] = individual
    ? entries.filter((e) => e.review_id === review?.reviewId)
    : entries;
  const slideIndex = individual ? imageIndex : flatIndex;

  return {
    entries,
    review,
    reviewIndex,
    imageIndex,
    imageCount: imageCounts[reviewIndex] ?? 1,
    flatIndex,
    arrows,
    single,
    step,
    slides,
    slideIndex,
  };
}
