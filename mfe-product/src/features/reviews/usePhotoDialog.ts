import { useRef } from 'react';
import type { ReviewPhotoEntry } from '@storefront/shared-domain';
import type { ReviewWithVehicle } from './types';
import { useBodyScrollLock } from './useBodyScrollLock';
import { usePhotoArrowKeys } from './usePhotoArrowKeys';
import { usePhotoDialogPosition } from './usePhotoDialogPosition';
import { usePhotoLookahead } from './usePhotoLookahead';
import type { usePhotoViewer } from './usePhotoViewer';

interface PhotoDialogOptions {
  reviews: readonly ReviewWithVehicle[];
  viewer: ReturnType<typeof usePhotoViewer>;
  endReached: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}

/** The open photo viewer's behaviour: where it stands, how it moves, and what it does to the page while open. */
export function usePhotoDialog({ reviews, viewer, endReached, loadingMore, onLoadMore }: PhotoDialogOptions) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { individual, setView, moveTo, close } = viewer;
  const shown = usePhotoDialogPosition(reviews, viewer);
  const { single, slides, slideIndex, flatIndex } = shown;

  usePhotoArrowKeys(single, shown.step, close);
  useBodyScrollLock();
  const entryCount = shown.entries.length;
  usePhotoLookahead({
    single,
    individual,
    slides,
    slideIndex,
    flatIndex,
    entryCount,
    endReached,
    loadingMore,
    onLoadMore,
  });

  const openPhoto = (entry: ReviewPhotoEntry) => {
    const at = reviews.findIndex((r) => r.reviewId === entry.review_id);
    moveTo(entry.review_id, at, entry.image_index);
    setView('single');
  };
  const viewAll = () => setView('grid');

  return { ...shown, dialogRef, closeRef, openPhoto, viewAll };
}
