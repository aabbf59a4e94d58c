// 'Write a review': the button shows when the signed-in viewer's lookup (GET /api/reviews/account/sku, asked only
// when signed in) returns at least one purchase without a review (canWriteReview). The panel opens from the button or
// from the page (?review= on the product page: `requested`), which also scrolls to it. Asked for by a guest or a
// viewer without such a purchase, the panel says why instead of showing a form the service would refuse.
// The form (react-hook-form + zod, ~37 KB compressed) is a chunk of its own, fetched when the panel first shows it
// (or a little earlier, when the pointer or focus reaches the button), so a product page does not pay for it upfront.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import {
  REVIEW_TEXTS,
  ROUTES,
  canWriteReview,
  selectIsLoggedIn,
  selectSessionStatus,
  useAppSelector,
  useMyVehicle,
} from '@storefront/shared-domain';
import { useGetReviewableItemsQuery } from './reviewsApi';
import { REVIEWS_UI_TEXTS } from './texts';
import type { ReviewableItem } from './types';
import { useScrollHold } from './useScrollHold';

/** Starts fetching the form's chunk; the module loader keeps one promise, so calling it again costs nothing. */
const loadReviewForm = () => import('./ReviewForm');

const ReviewForm = lazy(() => loadReviewForm().then((module) => ({ default: module.ReviewForm })));

/**
 * The room kept for the form while its chunk arrives, so the page below the panel does not jump when it shows: about
 * the form's height with the product line and no errors (one row of vehicle fields from 768 px, three stacked under
 * it), added up from the theme's spacing and the 44 px controls, not measured in a browser.
 */
const FORM_HEIGHT_PX = { tabletUp: 610, mobile: 760 } as const;
/** Added when the form opens on the shopper's whole vehicle: the fit verdict (its radios wrap on phones) and note. */
const FIT_FIELDS_PX = { tabletUp: 210, mobile: 300 } as const;

function ReviewFormPending() {
  const theme = useTheme();
  const fit = useMyVehicle()?.model ? FIT_FIELDS_PX : { tabletUp: 0, mobile: 0 };
  return (
    <div
      aria-busy="true"
      data-testid="product-review-form-pending"
      css={{
        minHeight: FORM_HEIGHT_PX.mobile + fit.mobile,
        [theme.mq.tabletUp]: { minHeight: FORM_HEIGHT_PX.tabletUp + fit.tabletUp },
      }}
    />
  );
}

/** Whether the viewer may review `sku`, and the purchase the form is for (spec 2 §7: the first item is used). */
export function useReviewPermission(sku: string) {
  const status = useAppSelector(selectSessionStatus);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const lookup = useGetReviewableItemsQuery(sku, { skip: !signedIn || !sku });
  const items: ReviewableItem[] | undefined = signedIn ? lookup.data : undefined;
  return {
    allowed: canWriteReview(signedIn, items),
    signedIn,
    item: items?.[0] ?? null,
    /** The answer is known: a guest, or the lookup finished (an error counts as no permission). */
    settled: status !== 'loading' && (!signedIn || lookup.isSuccess || lookup.isError),
  };
}

/** The sign-in address that comes back to this page with the panel asked for. */
export function signInToReviewHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set('review', '');
  return ROUTES.accountLogin.href({ callbackUrl: `${pathname}?${params.toString()}` });
}

export interface WriteReviewProps {
  sku: string;
  productName: string;
  requested: boolean;
}

/**
 * Whether the panel is open: from the start when the page asks for it (`requested`), which also fetches the form at
 * once and, when the panel shows what it will show (the form, or why there is none), scrolls to it and holds it at the
 * top while the blocks above it arrive.
 */
function useWriteReviewPanel(requested: boolean, settled: boolean) {
  const [open, setOpen] = useState(requested);
  const panelRef = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);

  useEffect(() => {
    if (!requested) return;
    // Asked for by the address: the panel opens at once, so fetch the form now rather than after the permission lookup.
    void loadReviewForm();
  }, [requested]);

  useEffect(() => {
    if (requested) setOpen(true);
    else scrolled.current = false;
  }, [requested]);

  const holdAtTop = useScrollHold();
  useEffect(() => {
    if (!requested || !open || !settled || scrolled.current || !panelRef.current) return;
    scrolled.current = true;
    holdAtTop(panelRef.current);
  }, [requested, open, settled, holdAtTop]);

  return [open, setOpen, panelRef] as const;
}

export function WriteReview({ sku, productName, requested }: WriteReviewProps) {
  const theme = useTheme();
  const location = useLocation();
  const panelId = useId();
  const { allowed, signedIn, item, settled } = useReviewPermission(sku);
  const [open, setOpen, panelRef] = useWriteReviewPanel(requested, settled);
  // After a review is sent the lookup no longer lists the purchase; the panel stays to thank the reviewer.
  const [submittedFor, setSubmittedFor] = useState<string | null>(null);
  const submitted = submittedFor === sku;

  const showPanel = open && (allowed || submitted || (requested && settled));

  return (
    <div css={{ display: 'grid', gap: theme.spacing.md }}>
      {allowed && (
        <div>
          <button
            type="button"
            data-testid="product-reviews-write"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((v) => !v)}
            onPointerEnter={() => void loadReviewForm()}
            onFocus={() => void loadReviewForm()}
            css={{
              minHeight: '44px',
              padding: `${theme.spacing.sm} ${theme.spacing.lg}`,
              border: `2px solid ${theme.colors.text}`,
              borderRadius: theme.radii.md,
              background: open ? theme.colors.text : theme.colors.background,
              color: open ? theme.colors.textInverse : theme.colors.text,
              font: 'inherit',
              fontWeight: theme.typography.weights.bold,
              cursor: 'pointer',
            }}
          >
            {REVIEW_TEXTS.writeReview}
          </button>
        </div>
      )}
      {showPanel && (
        <div
          id={panelId}
          ref={panelRef}
          data-testid="product-reviews-write-panel"
          css={{
            padding: theme.spacing.lg,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.lg,
            background: theme.colors.background,
            scrollMarginTop: theme.spacing.lg,
          }}
        >
          <h3 css={{ margin: `0 0 ${theme.spacing.md}`, fontSize: theme.typography.sizes.lg }}>
            {REVIEW_TEXTS.writeReview}
          </h3>
          {allowed || submitted ? (
            <Suspense fallback={<ReviewFormPending />}>
              <ReviewForm
                sku={item?.sku ?? sku}
                productName={item?.name ?? productName}
                onSubmitted={() => setSubmittedFor(sku)}
                onCancel={() => setOpen(false)}
              />
            </Suspense>
          ) : signedIn ? (
            <p css={{ margin: 0 }} data-testid="product-reviews-write-not-allowed">
              {REVIEWS_UI_TEXTS.notPurchased}
            </p>
          ) : (
            <p css={{ margin: 0 }} data-testid="product-reviews-write-sign-in">
              {REVIEWS_UI_TEXTS.signInToReview}{' '}
              <Link to={signInToReviewHref(location.pathname, location.search)} css={{ color: theme.colors.link }}>
                {REVIEWS_UI_TEXTS.signIn}
              </Link>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
