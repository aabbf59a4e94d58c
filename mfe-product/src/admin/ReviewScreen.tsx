// /admin/reviews/:id: one review with every moderation action: hide (asked first, with an optional reason) or publish,
// the verified mark, the store's reply, and each photo hidden (asked first) or shown again.
import { useState } from 'react';
import { REVIEW_ADMIN_TEXTS, reviewHideReasonProblem } from '@storefront/shared-domain/admin';
import type { AdminReview } from '@storefront/shared-domain/admin';
import { AdminNotice, Button, ConfirmButton } from '@storefront/ui';
import { AdminScreen, BackLink, RatingText, ReadState, dateTimeText } from './adminUi';
import { REVIEWS_SECTION, reviewsAdminPaths } from './paths';
import { ReplyForm } from './ReplyForm';
import {
  useAdminHideReviewMutation,
  useAdminPublishReviewMutation,
  useAdminRemoveReviewReplyMutation,
  useAdminReplyToReviewMutation,
  useAdminReviewQuery,
  useAdminSetReviewPhotoHiddenMutation,
  useAdminSetReviewVerifiedMutation,
} from './reviewsAdminApi';
import { ReviewPhotos } from './ReviewPhotos';
import { useModeration } from './useModeration';

function ReviewFacts({ review }: { review: AdminReview }) {
  return (
    <dl data-testid="product-admin-review-facts">
      <dt>State</dt>
      <dd data-testid="product-admin-review-state">
        {REVIEW_ADMIN_TEXTS.stateLabels[review.state]}
        {review.hiddenReason ? ` — ${review.hiddenReason}` : ''}
      </dd>
      <dt>Rating</dt>
      <dd>
        <RatingText rating={review.rating} />
      </dd>
      <dt>Product</dt>
      <dd>{review.sku}</dd>
      <dt>By</dt>
      <dd>
        {review.reviewer.name}
        {review.verified ? ' (verified buyer)' : ''}
      </dd>
      <dt>Written</dt>
      <dd>{dateTimeText(review.review_date)}</dd>
      <dt>Title</dt>
      <dd>{review.title ?? '—'}</dd>
      <dt>Review</dt>
      <dd css={{ whiteSpace: 'pre-line' }}>{review.body}</dd>
      {review.vehicle && (
        <>
          <dt>Vehicle</dt>
          <dd>{`${review.vehicle.year} ${review.vehicle.make} ${review.vehicle.model}`}</dd>
        </>
      )}
    </dl>
  );
}

function VisibilityActions({ review, run }: { review: AdminReview; run: ReturnType<typeof useModeration>['run'] }) {
  const [hide, hiding] = useAdminHideReviewMutation();
  const [publish, publishing] = useAdminPublishReviewMutation();
  const [verify, verifying] = useAdminSetReviewVerifiedMutation();
  const [reason, setReason] = useState('');
  const reasonProblem = reviewHideReasonProblem(reason);
  const id = review.reviewId;
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}>
      {review.state === 'published' ? (
        <>
          <label>
            Reason (optional){' '}
            <input value={reason} onChange={(e) => setReason(e.target.value)} data-testid="product-admin-hide-reason" />
            {reasonProblem && <span role="alert">{reasonProblem}</span>}
          </label>
          <ConfirmButton
            confirmText={REVIEW_ADMIN_TEXTS.hideConfirm}
            confirmLabel={REVIEW_ADMIN_TEXTS.hide}
            busy={hiding.isLoading}
            disabled={!!reasonProblem}
            onConfirm={() => run(() => hide({ id, reason: reason.trim() || undefined }), 'Hidden from shoppers.')}
            testId="product-admin-review-hide"
          >
            {REVIEW_ADMIN_TEXTS.hide}
          </ConfirmButton>
        </>
      ) : (
        <Button
          disabled={publishing.isLoading}
          onClick={() => void run(() => publish({ id }), 'Published: shoppers see it again.')}
          data-testid="product-admin-review-publish"
        >
          {REVIEW_ADMIN_TEXTS.publish}
        </Button>
      )}
      <Button
        disabled={verifying.isLoading}
        onClick={() =>
          void run(
            () => verify({ id, verified: !review.verified }),
            review.verified ? 'Verified mark removed.' : 'Marked as a verified buyer.',
          )
        }
        data-testid="product-admin-review-verified"
      >
        {review.verified ? REVIEW_ADMIN_TEXTS.unverify : REVIEW_ADMIN_TEXTS.verify}
      </Button>
    </div>
  );
}

function ReplySection({ review, run }: { review: AdminReview; run: ReturnType<typeof useModeration>['run'] }) {
  const [reply, replying] = useAdminReplyToReviewMutation();
  const [remove, removing] = useAdminRemoveReviewReplyMutation();
  const id = review.reviewId;
  return (
    <>
      <h2>Reply from the store</h2>
      {review.reply && (
        <p data-testid="product-admin-review-reply">
          {review.reply.text} <small>({`${review.reply.by}, ${dateTimeText(review.reply.at)}`})</small>
        </p>
      )}
      <ReplyForm
        key={review.reply?.at ?? 'none'}
        initial={review.reply?.text ?? ''}
        busy={replying.isLoading}
        onSave={(text) => run(() => reply({ id, text }), 'Reply saved.')}
        testId="product-admin-reply"
      />
      {review.reply && (
        <ConfirmButton
          confirmText={REVIEW_ADMIN_TEXTS.removeReplyConfirm}
          confirmLabel={REVIEW_ADMIN_TEXTS.removeReply}
          busy={removing.isLoading}
          onConfirm={() => run(() => remove({ id }), 'Reply removed.')}
          testId="product-admin-reply-remove"
        >
          {REVIEW_ADMIN_TEXTS.removeReply}
        </ConfirmButton>
      )}
    </>
  );
}

export function ReviewScreen({ id }: { id: string }) {
  const { data, isLoading, error } = useAdminReviewQuery(id);
  const [setPhoto] = useAdminSetReviewPhotoHiddenMutation();
  const { outcome, run } = useModeration();
  return (
    <AdminScreen title={REVIEWS_SECTION.title} testId="product-admin-review">
      <BackLink to={reviewsAdminPaths.list}>All reviews</BackLink>
      <ReadState isLoading={isLoading} error={error} />
      {outcome && <AdminNotice kind={outcome.kind}>{outcome.text}</AdminNotice>}
      {data && (
        <>
          <h2>{data.title ?? `Review ${data.reviewId}`}</h2>
          <ReviewFacts review={data} />
          <VisibilityActions review={data} run={run} />
          <ReplySection review={data} run={run} />
          <ReviewPhotos
            photos={data.photos}
            onChange={(index, hidden) =>
              run(
                () => setPhoto({ id: data.reviewId, index, hidden }),
                hidden ? 'Photo hidden from shoppers.' : 'Photo shown again.',
              )
            }
          />
        </>
      )}
    </AdminScreen>
  );
}
