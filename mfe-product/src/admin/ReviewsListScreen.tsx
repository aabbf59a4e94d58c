// /admin/reviews: every review a page at a time (the server pages), newest first, filtered by state, product, rating,
// photos and a search; the address keeps them, so Back and reload show the same list.
import { css } from '@emotion/react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { spacing } from '@storefront/shared-domain';
import { REVIEW_ADMIN_TEXTS, REVIEW_MODERATION_STATES } from '@storefront/shared-domain/admin';
import type { AdminReview } from '@storefront/shared-domain/admin';
import { AdminPager, AdminTable, AdminToolbar, Button, SelectField, TextField, useAdminQuery } from '@storefront/ui';
import type { AdminColumn, AdminQuery } from '@storefront/ui';
import { AdminScreen, RatingText, ReadState, dateTimeText } from './adminUi';
import { REVIEWS_SECTION, reviewsAdminPaths } from './paths';
import { useAdminReviewsQuery } from './reviewsAdminApi';

const STATE_OPTIONS = [
  { value: '', label: 'All' },
  ...REVIEW_MODERATION_STATES.map((s) => ({ value: s, label: REVIEW_ADMIN_TEXTS.stateLabels[s] })),
];
const RATING_OPTIONS = [
  { value: '', label: 'Any' },
  ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n}` })),
];
const PHOTO_OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'true', label: 'With photos' },
  { value: 'false', label: 'Without photos' },
];

const EXCERPT_CHARS = 120;
const excerptOf = (r: AdminReview) => {
  const text = [r.title, r.body].filter(Boolean).join(' — ');
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text;
};

const thumbsCss = css`
  label: product-admin-thumbs;
  display: flex;
  gap: ${spacing.xs};
  img {
    width: 40px;
    height: 40px;
    object-fit: cover;
  }
  img[data-hidden='true'] {
    opacity: 0.35;
  }
`;

function Thumbs({ review }: { review: AdminReview }) {
  if (review.photos.length === 0) return <>—</>;
  return (
    <span css={thumbsCss}>
      {review.photos.map((p) => (
        <img
          key={p.index}
          src={p.url}
          alt={`Photo ${p.index + 1}${p.hidden ? ' (hidden)' : ''}`}
          data-hidden={p.hidden}
          loading="lazy"
        />
      ))}
    </span>
  );
}

const COLUMNS: AdminColumn<AdminReview>[] = [
  { key: 'rating', header: 'Rating', render: (r) => <RatingText rating={r.rating} /> },
  { key: 'product', header: 'Product', render: (r) => r.sku },
  {
    key: 'review',
    header: 'Review',
    render: (r) => <Link to={reviewsAdminPaths.review(r.reviewId)}>{excerptOf(r) || r.reviewId}</Link>,
  },
  { key: 'author', header: 'By', render: (r) => r.reviewer.name },
  { key: 'state', header: 'State', render: (r) => REVIEW_ADMIN_TEXTS.stateLabels[r.state] },
  { key: 'photos', header: 'Photos', render: (r) => <Thumbs review={r} /> },
  { key: 'date', header: 'Written', render: (r) => dateTimeText(r.review_date) },
];

const FILTERS = ['state', 'sku', 'rating', 'hasPhotos', 'q'] as const;

function ReviewFilters({ query }: { query: AdminQuery }) {
  const defaults = Object.fromEntries(FILTERS.map((f) => [f, query.get(f)])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const { register, handleSubmit } = useForm({ defaultValues: defaults });
  return (
    <AdminToolbar label="Filter reviews" onSubmit={() => void handleSubmit(query.setFilters)()}>
      <SelectField label="State" options={STATE_OPTIONS} registration={register('state')} />
      <TextField label="Product SKU" registration={register('sku')} />
      <SelectField label="Rating" options={RATING_OPTIONS} registration={register('rating')} />
      <SelectField label="Photos" options={PHOTO_OPTIONS} registration={register('hasPhotos')} />
      <TextField label="Search" type="search" hint="Title, text or author" registration={register('q')} />
      <Button type="submit">Filter</Button>
    </AdminToolbar>
  );
}

export function ReviewsListScreen() {
  const query = useAdminQuery();
  const { data, isLoading, error } = useAdminReviewsQuery(query.apiQuery);
  return (
    <AdminScreen title={REVIEWS_SECTION.title} testId="product-admin-reviews">
      <ReviewFilters key={FILTERS.map((f) => query.get(f)).join('|')} query={query} />
      <ReadState isLoading={isLoading} error={error} />
      {data && (
        <>
          <AdminTable
            caption="Reviews, newest first"
            columns={COLUMNS}
            rows={data.data}
            rowKey={(r) => r.reviewId}
            empty={REVIEW_ADMIN_TEXTS.empty}
            testId="product-admin-reviews-table"
          />
          <AdminPager page={data.page} pageSize={data.pageSize} total={data.total} noun="reviews" />
        </>
      )}
    </AdminScreen>
  );
}
