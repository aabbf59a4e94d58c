// Review form page (/reviews/sku?sku=...): the same form as the product page's write-a-review panel. A guest is asked
// to sign in (and comes back here); a viewer without a purchase of the sku waiting for a review is told so.
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import { REVIEW_TEXTS, ROUTES, SKU_RULES, selectSessionStatus, useAppSelector } from '@storefront/shared-domain';
// Not through '../reviews': that index brings in the product page's whole reviews section.
import { REVIEWS_UI_TEXTS } from '../reviews/texts';
import { useReviewPermission } from '../reviews/WriteReview';
// Directly, not lazily: this page is the form.
import { ReviewForm } from '../reviews/ReviewForm';

/** The sku the address names (?sku=), when it is one, else ''. */
export function skuFromQuery(value: string | null): string {
  const sku = (value ?? '').trim();
  return sku.length <= SKU_RULES.skuMaxLength && SKU_RULES.skuPattern.test(sku) ? sku : '';
}

export function ReviewFormPage() {
  const theme = useTheme();
  const location = useLocation();
  const [params] = useSearchParams();
  const sku = skuFromQuery(params.get('sku'));
  const status = useAppSelector(selectSessionStatus);
  const { allowed, signedIn, item, settled } = useReviewPermission(sku);
  // A sent review takes the purchase off the lookup; the form stays to show its thank-you.
  const [submitted, setSubmitted] = useState(false);
  const form = <ReviewForm sku={item?.sku ?? sku} productName={item?.name} onSubmitted={() => setSubmitted(true)} />;

  let content;
  if (!sku) {
    content = <p data-testid="product-review-page-no-sku">{REVIEWS_UI_TEXTS.noSku}</p>;
  } else if (submitted) {
    content = form;
  } else if (status === 'loading' || (signedIn && !settled)) {
    content = <p role="status">{REVIEW_TEXTS.loading}</p>;
  } else if (!signedIn) {
    const back = `${location.pathname}${location.search}`;
    content = (
      <p data-testid="product-review-page-sign-in">
        {REVIEWS_UI_TEXTS.signInToReview}{' '}
        <Link to={ROUTES.accountLogin.href({ callbackUrl: back })} css={{ color: theme.colors.link }}>
          {REVIEWS_UI_TEXTS.signIn}
        </Link>
      </p>
    );
  } else if (!allowed) {
    content = <p data-testid="product-review-page-not-allowed">{REVIEWS_UI_TEXTS.notPurchased}</p>;
  } else {
    content = form;
  }

  return (
    <section
      data-boundary="product"
      data-testid="review-form-page"
      css={{
        maxWidth: theme.layout.contentMaxWidth,
        margin: '0 auto',
        padding: `${theme.spacing.lg} ${theme.spacing.md}`,
        display: 'grid',
        gap: theme.spacing.md,
      }}
    >
      <h1 css={{ margin: 0, fontSize: theme.typography.sizes.xxl }}>{REVIEW_TEXTS.writeReview}</h1>
      {content}
    </section>
  );
}
