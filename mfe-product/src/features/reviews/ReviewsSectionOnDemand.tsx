// The reviews section as the product page renders it: its code (ReviewsSection and the whole reviews feature)
// is a chunk of its own. On a phone the reviews lie far below the fold and their data already waits until the section
// comes within 200 px of the viewport (spec 1 §4 "Reviews loading"); the code comes on that same signal, and is
// fetched ahead on the shopper's first scroll that brings the section within about a phone screen (shared-domain
// useNearViewport), so the chunk and then the reviews do not arrive one after the other. It comes at once when the
// page needs the section: #product-reviews in the address (also what the rating link under the title sets), ?review=
// (the write-a-review panel), or no IntersectionObserver. Until then a light stand-in keeps the section's anchor,
// heading and room; a failed fetch shows the error line with 'Try again?' in the section, the rest of the page intact.
import { Suspense, useEffect, useRef, useState, type Ref } from 'react';
import { useTheme } from '@emotion/react';
import {
  OnDemandBoundary,
  onDemandPart,
  REVIEW_TEXTS,
  useNearViewport,
  useOnDemandPart,
} from '@storefront/shared-domain';
import { LoadFailed } from '../../components/LoadFailed';
import type { ReviewsSectionProps } from './ReviewsSection';
import { ReviewsSectionFrame } from './ReviewsSectionFrame';
import { useNearViewportOnce } from './useNearViewport';

export const reviewsSectionOnDemand = onDemandPart(
  'product',
  'the reviews section',
  () => import(/* webpackChunkName: "lazy-product-reviews" */ './ReviewsSection'),
  (module) => module.ReviewsSection,
);

/**
 * The room below the heading that the section takes before its reviews arrive, so the page below does not jump when
 * it replaces the stand-in: the summary (36 px average, 22 px stars, a line of text, two 4 px gaps), the list's header
 * row (40 px controls, 16 px under them) and its 'Loading reviews...' line (120 px and its margins), with the section's
 * 24 px gaps. Added up from the theme and ReviewsSection's styles, not measured in a browser.
 */
const PENDING_BODY_HEIGHT_PX = 350;

function ReviewsSectionPending({ frameRef }: { frameRef?: Ref<HTMLElement> }) {
  const theme = useTheme();
  return (
    <ReviewsSectionFrame ref={frameRef} busy>
      <div data-testid="product-reviews-pending" css={{ minHeight: PENDING_BODY_HEIGHT_PX }}>
        <p role="status" css={{ margin: 0, color: theme.colors.textMuted }}>
          {REVIEW_TEXTS.loading}
        </p>
      </div>
    </ReviewsSectionFrame>
  );
}

function ReviewsSectionLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ReviewsSectionFrame>
      <LoadFailed onRetry={onRetry} testId="product-reviews-load-error" />
    </ReviewsSectionFrame>
  );
}

export interface ReviewsSectionOnDemandProps extends ReviewsSectionProps {
  /** The page asks for the reviews now (#product-reviews): fetch the section at once. */
  requested: boolean;
}

export function ReviewsSectionOnDemand({ requested, ...sectionProps }: ReviewsSectionOnDemandProps) {
  const frameRef = useRef<HTMLElement>(null);
  // Once asked for, the section stays, even if the address later drops #product-reviews or ?review=.
  const [asked, setAsked] = useState(false);
  if ((requested || sectionProps.writeReviewRequested) && !asked) setAsked(true);
  const wanted = useNearViewportOnce(frameRef, asked);
  // Looks ahead only until the section is wanted; from then on rendering it fetches the code.
  const comingNear = useNearViewport(frameRef, { enabled: !wanted });
  useEffect(() => {
    if (comingNear) void reviewsSectionOnDemand.prefetch();
  }, [comingNear]);
  const { Lazy: ReviewsSection, attempt, retry } = useOnDemandPart(reviewsSectionOnDemand);

  if (!wanted) return <ReviewsSectionPending frameRef={frameRef} />;
  return (
    <OnDemandBoundary
      key={attempt}
      what={reviewsSectionOnDemand.what}
      failed={<ReviewsSectionLoadFailed onRetry={retry} />}
    >
      <Suspense fallback={<ReviewsSectionPending />}>
        <ReviewsSection {...sectionProps} />
      </Suspense>
    </OnDemandBoundary>
  );
}
