// The review photo viewer (spec 1 §2 "Review section" and "Lightbox", spec 2 §2/§4 "Review modal").
// Desktop: a modal with the grid 'Review Photos' and the single view 'Review Photo' (previous/next across reviews,
// 'View All Photos' back to the grid). Mobile: a separate full-screen viewer (black, swipe). Both: arrow keys move,
// Escape closes, a spinner until a photo loads, an error icon if it fails, the next 3 photos preloaded, more reviews
// loaded when fewer than 4 photos remain; on a review's last photo next goes to the next review at photo 0; arrows
// hidden at the very ends; individual mode (one review's photos) never crosses reviews.
import { useEffect, useId, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from '@emotion/react';
import {
  filledStars,
  formatDisplayDate,
  imageSources,
  lightboxPreloadIndexes,
  REVIEW_DISPLAY,
  REVIEW_TEXTS,
  reviewerFirstName,
  reviewGridColumns,
  reviewModalArrows,
  reviewModalStep,
  reviewPhotoEntries,
  reviewTitleText,
  shouldLoadMorePhotos,
  useModalDialog,
  type ReviewPhotoEntry,
} from '@storefront/shared-domain';
import { LightboxImage, lightboxSources } from './LightboxImage';
import { Stars } from './Stars';
import { REVIEWS_UI_TEXTS } from './texts';
import type { ReviewWithVehicle } from './types';
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

const SWIPE_MIN_PX = 40;

/** Fetches the photo as the viewer will show it (the same optimised address and density). */
function preload(url: string) {
  if (typeof Image === 'undefined') return;
  const image = new Image();
  const { src, srcSet } = lightboxSources(url);
  if (srcSet) image.srcset = srcSet;
  image.src = src;
}

export function ReviewPhotoDialog(props: ReviewPhotoDialogProps) {
  if (!props.viewer.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({ reviews, viewer, isMobile, now, endReached, loadingMore, onLoadMore }: ReviewPhotoDialogProps) {
  const theme = useTheme();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchX = useRef<number | null>(null);
  const { modal, individual, view, setView, moveTo, close } = viewer;

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
  const stepRef = useRef(step);
  stepRef.current = step;
  const singleRef = useRef(single);
  singleRef.current = single;

  // A modal dialog (focus starts on the close button, stays inside, the page behind is inert, Escape closes, focus
  // returns to the photo that opened it).
  useModalDialog({ open: true, onClose: close, containerRef: dialogRef, initialFocusRef: closeRef });

  // Arrow keys anywhere on the page while open move between photos (single photo view).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (singleRef.current && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
        event.preventDefault();
        stepRef.current(event.key === 'ArrowRight' ? 'next' : 'prev');
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  // The page behind does not scroll.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  // Preload the next 3 photos; near the end of what is loaded, load more reviews (not in individual mode).
  const slides: readonly ReviewPhotoEntry[] = individual
    ? entries.filter((e) => e.review_id === review?.reviewId)
    : entries;
  const slideIndex = individual ? imageIndex : flatIndex;
  useEffect(() => {
    if (!single) return;
    for (const i of lightboxPreloadIndexes(slideIndex, slides.length)) {
      const next = slides[i];
      if (next) preload(next.image);
    }
  }, [single, slideIndex, slides]);
  useEffect(() => {
    if (single && !individual && !loadingMore && shouldLoadMorePhotos(flatIndex, entries.length, endReached)) {
      onLoadMore();
    }
  }, [single, individual, flatIndex, entries.length, endReached, loadingMore, onLoadMore]);

  const dark = isMobile;
  const columns = reviewGridColumns(isMobile);
  const thumb = REVIEW_DISPLAY.thumbnailPx;
  const title = single ? REVIEW_TEXTS.reviewPhoto : REVIEW_TEXTS.reviewPhotos;

  const arrowButton = (direction: 'prev' | 'next') => (
    <button
      type="button"
      data-testid={`product-review-lightbox-${direction}`}
      aria-label={direction === 'prev' ? REVIEWS_UI_TEXTS.previousPhoto : REVIEWS_UI_TEXTS.nextPhoto}
      onClick={() => step(direction)}
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

  return (
    <div
      data-testid="product-review-lightbox-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndices.modal,
        background: dark ? theme.colors.surfaceDark : theme.colors.backdrop,
        display: 'grid',
        placeItems: 'center',
        padding: dark ? 0 : theme.spacing.lg,
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="product-review-lightbox"
        data-variant={isMobile ? 'mobile' : 'desktop'}
        data-view={single ? 'single' : 'grid'}
        tabIndex={-1}
        css={{
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          width: dark ? '100vw' : 'min(1100px, 100%)',
          height: dark ? '100dvh' : 'min(760px, 100%)',
          background: dark ? theme.colors.surfaceDark : theme.colors.background,
          color: dark ? theme.colors.textInverse : theme.colors.text,
          borderRadius: dark ? 0 : theme.radii.lg,
          overflow: 'hidden',
          boxShadow: dark ? 'none' : theme.shadows.panel,
        }}
      >
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
          {single && (
            // The slide counter of the review shown (spec 2 §2): a count across reviews would grow under the shopper,
            // as more reviews are fetched while they move.
            <span data-testid="product-review-lightbox-counter" aria-live="polite">
              {REVIEWS_UI_TEXTS.photoCounter(imageIndex + 1, imageCounts[reviewIndex] ?? 1)}
            </span>
          )}
          <button
            ref={closeRef}
            type="button"
            data-testid="product-review-lightbox-close"
            aria-label={REVIEWS_UI_TEXTS.close}
            onClick={close}
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

        {single && review ? (
          <div
            css={{
              flex: 1,
              minHeight: 0,
              display: 'grid',
              gridTemplateColumns: dark ? '1fr' : 'minmax(0, 1fr) 320px',
              gridTemplateRows: dark ? 'minmax(0, 1fr) auto' : '1fr',
            }}
          >
            <div
              css={{
                position: 'relative',
                minHeight: 0,
                background: dark ? theme.colors.surfaceDark : theme.colors.surface,
              }}
              onTouchStart={(event) => {
                touchX.current = event.touches[0]?.clientX ?? null;
              }}
              onTouchEnd={(event) => {
                const start = touchX.current;
                const end = event.changedTouches[0]?.clientX;
                touchX.current = null;
                if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
                step(end < start ? 'next' : 'prev');
              }}
            >
              <LightboxImage
                key={slides[slideIndex]?.image}
                src={slides[slideIndex]?.image ?? ''}
                alt={slides[slideIndex]?.image_alt ?? REVIEW_TEXTS.reviewPhoto}
                dark={dark}
              />
              {arrows.prev && arrowButton('prev')}
              {arrows.next && arrowButton('next')}
            </div>
            <aside
              data-testid="product-review-lightbox-review"
              css={{
                display: 'grid',
                alignContent: 'start',
                gap: theme.spacing.sm,
                padding: theme.spacing.md,
                overflowY: 'auto',
                maxHeight: dark ? '35dvh' : undefined,
                borderLeft: dark ? 'none' : `1px solid ${theme.colors.border}`,
              }}
            >
              <Stars
                filled={filledStars(review.rating)}
                label={REVIEWS_UI_TEXTS.ratedOutOf(filledStars(review.rating))}
              />
              <span>
                <strong>{reviewerFirstName(review.reviewer?.name)}</strong>{' '}
                <span css={{ opacity: 0.75 }}>{formatDisplayDate(review.review_date, now)}</span>
              </span>
              {reviewTitleText(review.title) && <strong>{reviewTitleText(review.title)}</strong>}
              <p css={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.body}</p>
              {!individual && (
                <button
                  type="button"
                  data-testid="product-review-lightbox-view-all"
                  onClick={() => setView('grid')}
                  css={{
                    justifySelf: 'start',
                    marginTop: theme.spacing.sm,
                    padding: `${theme.spacing.sm} ${theme.spacing.md}`,
                    border: `1px solid currentColor`,
                    borderRadius: theme.radii.md,
                    background: 'transparent',
                    color: 'inherit',
                    font: 'inherit',
                    cursor: 'pointer',
                  }}
                >
                  {REVIEW_TEXTS.viewAllPhotos}
                </button>
              )}
            </aside>
          </div>
        ) : (
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
                gridTemplateColumns: `repeat(${columns}, minmax(0, ${thumb}px))`,
                justifyContent: 'center',
              }}
            >
              {entries.map((entry, index) => (
                <li key={`${entry.review_id}-${entry.image_index}`}>
                  <button
                    type="button"
                    data-testid="product-review-grid-tile"
                    aria-label={REVIEWS_UI_TEXTS.openPhoto(entry.image_alt, index + 1)}
                    onClick={() => {
                      const at = reviews.findIndex((r) => r.reviewId === entry.review_id);
                      moveTo(entry.review_id, at, entry.image_index);
                      setView('single');
                    }}
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
        )}
      </div>
    </div>
  );
}
