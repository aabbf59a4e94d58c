// Spec 2 §6: "A review admin bar loads lazily on each review; its permissions are not shown." This chunk is fetched
// only for a staff session; it shows itself to staff with the 'reviews' permission and to nobody else. The review
// stays in the list after a hide (shoppers' lists refresh on their next visit), so Publish can undo it here.
import { css } from '@emotion/react';
import { useState } from 'react';
import {
  colors,
  isVerifiedBuyer,
  radii,
  selectSessionUser,
  spacing,
  typography,
  useAppSelector,
} from '@storefront/shared-domain';
import type { Review } from '@storefront/shared-domain';
import { REVIEW_ADMIN_TEXTS, staffCan } from '@storefront/shared-domain/admin';
import { AdminNotice, Button, ConfirmButton } from '@storefront/ui';
import { ReplyForm } from '../ReplyForm';
import {
  useAdminHideReviewMutation,
  useAdminPublishReviewMutation,
  useAdminReplyToReviewMutation,
  useAdminSetReviewVerifiedMutation,
} from '../reviewsAdminApi';
import { useModeration } from '../useModeration';

const barCss = css`
  label: product-review-admin-bar;
  display: grid;
  gap: ${spacing.sm};
  padding: ${spacing.sm};
  border: 1px dashed ${colors.border};
  border-radius: ${radii.md};
  font-size: ${typography.sizes.sm};
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${spacing.sm};
    align-items: center;
  }
`;

function useBarActions(review: Review) {
  const [hidden, setHidden] = useState(false);
  const [verified, setVerified] = useState(isVerifiedBuyer(review.verified));
  const [hide, hiding] = useAdminHideReviewMutation();
  const [publish, publishing] = useAdminPublishReviewMutation();
  const [verify, verifying] = useAdminSetReviewVerifiedMutation();
  const [reply, replying] = useAdminReplyToReviewMutation();
  const { outcome, run } = useModeration();
  const id = review.reviewId;
  return {
    hidden,
    verified,
    outcome,
    busy: { hiding: hiding.isLoading, publishing: publishing.isLoading, verifying: verifying.isLoading },
    replying: replying.isLoading,
    hide: async () => (await run(() => hide({ id }), 'Hidden from shoppers.')) && setHidden(true),
    publish: async () => (await run(() => publish({ id }), 'Published again.')) && setHidden(false),
    toggleVerified: async () =>
      (await run(
        () => verify({ id, verified: !verified }),
        verified ? 'Verified mark removed.' : 'Marked verified.',
      )) && setVerified(!verified),
    reply: (text: string) => run(() => reply({ id, text }), 'Reply saved: shoppers see it on their next visit.'),
  };
}

export function ReviewAdminBar({ review }: { review: Review }) {
  const user = useAppSelector(selectSessionUser);
  const actions = useBarActions(review);
  const [replyOpen, setReplyOpen] = useState(false);
  if (!staffCan({ user }, 'reviews')) return null;
  return (
    <div css={barCss} data-testid="product-review-admin-bar" data-state={actions.hidden ? 'hidden' : 'published'}>
      <div>
        {actions.hidden ? (
          <Button
            onClick={() => void actions.publish()}
            disabled={actions.busy.publishing}
            data-testid="product-review-admin-publish"
          >
            {REVIEW_ADMIN_TEXTS.publish}
          </Button>
        ) : (
          <ConfirmButton
            confirmText={REVIEW_ADMIN_TEXTS.hideConfirm}
            confirmLabel={REVIEW_ADMIN_TEXTS.hide}
            busy={actions.busy.hiding}
            onConfirm={actions.hide}
            testId="product-review-admin-hide"
          >
            {REVIEW_ADMIN_TEXTS.hide}
          </ConfirmButton>
        )}
        <Button
          aria-pressed={actions.verified}
          onClick={() => void actions.toggleVerified()}
          disabled={actions.busy.verifying}
          data-testid="product-review-admin-verified"
        >
          Verified
        </Button>
        <Button
          aria-expanded={replyOpen}
          onClick={() => setReplyOpen((v) => !v)}
          data-testid="product-review-admin-reply"
        >
          {REVIEW_ADMIN_TEXTS.reply}
        </Button>
      </div>
      {replyOpen && (
        <ReplyForm
          initial={review.storeReply?.text ?? ''}
          busy={actions.replying}
          onSave={actions.reply}
          testId="product-review-admin-reply-form"
        />
      )}
      {actions.outcome && <AdminNotice kind={actions.outcome.kind}>{actions.outcome.text}</AdminNotice>}
    </div>
  );
}
