// The product page's review section (spec 1 §2 "Review section", §4 "Reviews loading", "Review display constants"):
// summary with a histogram that filters by stars, 'Customer Photos' (install photos first), 'Write a review', how
// the owners of my vehicle said it fitted, sorting, the 'my vehicle' filter, the list (#all-reviews) with pagination,
// and the photo viewer. Reviews load once, when the section nears the viewport; a new variant starts again from
// page 0. The section is a chunk of its own, which the product page fetches when it needs it
// (ReviewsSectionOnDemand.tsx); the photo viewer is another, fetched the first time a photo is opened.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import {
  baseApi,
  DEFAULT_REVIEW_SORT,
  installPhotosFirst,
  reviewFitSummaryText,
  reviewPhotoEntries,
  reviewSkusFor,
  UI_DELAYS,
  type ProductDetail,
  useMyVehicle,
  type MyVehicle,
  useAppDispatch,
  useIsMobile,
} from '@storefront/shared-domain';
import { ErrorScreen } from '../../components/ErrorScreen';
import { RenderErrorBoundary } from '../../components/RenderErrorBoundary';
import { PhotoStrip } from './PhotoStrip';
import { ReviewList } from './ReviewList';
import { ReviewListControls } from './ReviewListControls';
import { ReviewPagination } from './ReviewPagination';
import { ALL_REVIEWS_ID, ReviewsSectionFrame } from './ReviewsSectionFrame';
import { useGetFitSummaryQuery } from './reviewsApi';
import { ReviewSummary } from './ReviewSummary';
import type { ReviewerVehicle, ReviewSort } from './types';
import { useNearViewportOnce } from './useNearViewport';
import { usePhotoViewer } from './usePhotoViewer';
import { useReviewFeed } from './useReviewFeed';
import { WriteReview } from './WriteReview';

const ReviewPhotoDialog = lazy(() =>
  import('./ReviewPhotoDialog').then((module) => ({ default: module.ReviewPhotoDialog })),
);

export interface ReviewsSectionProps {
  /** Product page data of the selected variant. */
  product: ProductDetail;
  selectedSku: string;
  /** ?review= on the product page: open the write-a-review panel and scroll to it. */
  writeReviewRequested: boolean;
}

/** The skus whose reviews show: the variant's coil family (' D1', ' D2', ' D4') among its related variants, else itself. */
export function reviewSkusForProduct(product: ProductDetail, selectedSku: string): string[] {
  const related = [
    ...(product.relatedVariants ?? []).map((v) => v.sku),
    ...(product.childVariants ?? []).map((v) => v.sku),
    ...(product.variants ?? []).map((v) => v.sku),
  ].filter((sku): sku is string => typeof sku === 'string' && sku !== '');
  return reviewSkusFor(selectedSku || product.sku, related);
}

const NO_VEHICLE: ReviewerVehicle = { year: 0, make: '', model: '' };

/** The remembered vehicle as the review filter needs it: year, make and model, or nothing. */
function ownersVehicle(vehicle: MyVehicle | null): ReviewerVehicle | null {
  return vehicle?.model ? { year: vehicle.year, make: vehicle.make, model: vehicle.model } : null;
}

/**
 * The section behind its error boundary: a render error fetches the reviews again and shows the error screen in the
 * section, whose 'Try again?' renders it anew. A chunk that could not be fetched is the product page's
 * concern (ReviewsSectionOnDemand.tsx: the fetch error line).
 */
export function ReviewsSection(props: ReviewsSectionProps) {
  const dispatch = useAppDispatch();
  return (
    <RenderErrorBoundary
      what="[product] the reviews section"
      resetKey={props.selectedSku}
      onError={() => dispatch(baseApi.util.invalidateTags(['Reviews']))}
      fallback={(retry) => (
        <ReviewsSectionFrame>
          <ErrorScreen onRetry={retry} testId="product-reviews-error" />
        </ReviewsSectionFrame>
      )}
    >
      <ReviewsSectionContent {...props} />
    </RenderErrorBoundary>
  );
}

/** spec 1 §4: after a page change the list scrolls into view 100 ms later (not on the first load). */
function useGoToPageAndScroll(goToPage: (page: number) => void) {
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(scrollTimer.current), []);
  return (page: number) => {
    goToPage(page);
    clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(() => {
      document.getElementById(ALL_REVIEWS_ID)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }, UI_DELAYS.reviewsScrollAfterPageChangeMs);
  };
}

function ReviewsSectionContent({ product, selectedSku, writeReviewRequested }: ReviewsSectionProps) {
  const theme = useTheme();
  const isMobile = useIsMobile();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewportOnce(sectionRef, writeReviewRequested);

  const skusKey = JSON.stringify(reviewSkusForProduct(product, selectedSku));
  const skus = useMemo(() => JSON.parse(skusKey) as string[], [skusKey]);
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const [stars, setStars] = useState<number | null>(null);
  const [mineOnly, setMineOnly] = useState(false);
  const vehicle = ownersVehicle(useMyVehicle());
  const feed = useReviewFeed({ skus, sort, stars, vehicle: mineOnly && vehicle ? vehicle : null, enabled: near });
  const viewer = usePhotoViewer();
  const photos = useMemo(() => installPhotosFirst(reviewPhotoEntries(feed.allReviews)), [feed.allReviews]);
  // Asked only with a whole vehicle (the placeholder is never sent).
  const fit = useGetFitSummaryQuery({ skus, vehicle: vehicle ?? NO_VEHICLE }, { skip: !near || !vehicle });
  const fitText = vehicle ? reviewFitSummaryText(fit.currentData) : null;
  const now = new Date();
  const goToPage = useGoToPageAndScroll(feed.goToPage);

  const summary = feed.summary ?? {
    count: product.reviewScoreAndCounts?.count ?? product.rating?.count ?? 0,
    avgScore: product.reviewScoreAndCounts?.avgScore ?? product.rating?.avg_rating ?? 0,
    histogram: null,
  };

  return (
    <ReviewsSectionFrame ref={sectionRef}>
      <ReviewSummary {...summary} stars={stars} onStarsChange={setStars} />
      <WriteReview sku={selectedSku || product.sku} productName={product.name} requested={writeReviewRequested} />

      <PhotoStrip
        photos={photos}
        onOpenPhoto={(photo, opener) => viewer.openPhoto(photo.review_id, photo.image_index, opener)}
        onViewAll={(opener) => viewer.openGrid(photos[0]?.review_id ?? '', opener)}
      />

      <div id={ALL_REVIEWS_ID} data-testid="product-reviews-list" css={{ scrollMarginTop: theme.spacing.md }}>
        {fitText && (
          <p
            data-testid="product-reviews-fit-summary"
            css={{ margin: `0 0 ${theme.spacing.sm}`, fontWeight: theme.typography.weights.bold }}
          >
            {fitText}
          </p>
        )}
        <ReviewListControls
          count={summary.count}
          vehicle={vehicle}
          mineOnly={mineOnly}
          onMineOnlyChange={setMineOnly}
          sort={sort}
          onSortChange={setSort}
          stars={stars}
          onStarsChange={setStars}
        />
        <ReviewList
          feed={feed}
          filtered={stars !== null || mineOnly}
          isMobile={isMobile}
          now={now}
          onOpenPhoto={(reviewId, imageIndex, opener) =>
            viewer.openPhoto(reviewId, imageIndex, opener, isMobile ? 'mobile' : 'desktop')
          }
        />
      </div>

      <ReviewPagination page={feed.page} totalPages={feed.totalPages} isMobile={isMobile} onPage={goToPage} />

      {viewer.open && (
        // No fallback: the viewer is an overlay (a portal on body), nothing on the page waits for its room.
        <Suspense fallback={null}>
          <ReviewPhotoDialog
            reviews={feed.allReviews}
            viewer={viewer}
            isMobile={isMobile}
            now={now}
            endReached={feed.endReached}
            loadingMore={feed.loadingMore}
            onLoadMore={feed.loadMore}
          />
        </Suspense>
      )}
    </ReviewsSectionFrame>
  );
}
