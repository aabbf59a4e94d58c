import { useEffect } from 'react';
import { lightboxPreloadIndexes, shouldLoadMorePhotos, type ReviewPhotoEntry } from '@storefront/shared-domain';
import { lightboxSources } from './LightboxImage';

/** Fetches the photo as the viewer will show it (the same optimised address and density). */
function preload(url: string) {
  if (typeof Image === 'undefined') return;
  const image = new Image();
  const { src, srcSet } = lightboxSources(url);
  if (srcSet) image.srcset = srcSet;
  image.src = src;
}

interface PhotoLookaheadOptions {
  single: boolean;
  individual: boolean;
  slides: readonly ReviewPhotoEntry[];
  slideIndex: number;
  flatIndex: number;
  entryCount: number;
  endReached: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}

/**
 * So the next photos show at once: preload the next 3 in the single view and, near the end of what is loaded, load
 * more reviews (not in individual mode, which never leaves its review).
 */
export function usePhotoLookahead(options: PhotoLookaheadOptions) {
  const { single, individual, slides, slideIndex, flatIndex, entryCount, endReached, loadingMore, onLoadMore } =
    options;
  useEffect(() => {
    if (!single) return;
    for (const i of lightboxPreloadIndexes(slideIndex, slides.length)) {
      const next = slides[i];
      if (next) preload(next.image);
    }
  }, [single, slideIndex, slides]);
  useEffect(() => {
    if (single && !individual && !loadingMore && shouldLoadMorePhotos(flatIndex, entryCount, endReached)) {
      onLoadMore();
    }
  }, [single, individual, flatIndex, entryCount, endReached, loadingMore, onLoadMore]);
}
