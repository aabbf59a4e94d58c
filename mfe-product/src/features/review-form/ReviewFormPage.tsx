import { REVIEW_TEXTS } from '@storefront/shared-domain';

// Review form (/reviews/sku): built in a later issue.
export function ReviewFormPage() {
  return (
    <section data-boundary="product" data-testid="review-form-page" css={{ padding: '16px' }}>
      <h1>{REVIEW_TEXTS.writeReview}</h1>
    </section>
  );
}
