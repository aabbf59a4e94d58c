// One review: first name and date, 'Verified Buyer', stars, title (Null/Undefined blank), body cut at 600 with
// 'read more...' (175 with More/Hide on mobile), the reviewer's vehicle with their fit verdict and note, up to 2
// photos, the helpful vote and the store's reply. A staff session also gets the review admin bar (its own chunk).
// Everything is rendered as text: React escapes it, so markup in a review shows as typed.
import { useState } from 'react';
import { useTheme } from '@emotion/react';
import {
  applyHelpfulVote,
  filledStars,
  formatDisplayDate,
  hasVoted,
  isVerifiedBuyer,
  REVIEW_DISPLAY,
  REVIEW_FIT_TEXTS,
  REVIEW_TEXTS,
  reviewerFirstName,
  reviewPhotoEntries,
  reviewTitleText,
  selectSessionUser,
  truncateReviewBody,
  useAppSelector,
} from '@storefront/shared-domain';
import { ReviewAdminBarOnDemand } from './ReviewAdminBarOnDemand';
import { readReviewedIds, writeReviewedIds } from './helpfulVotes';
import { ReviewPhotoThumb } from './ReviewPhotoThumb';
import { useVoteHelpfulMutation } from './reviewsApi';
import { Stars } from './Stars';
import { REVIEWS_UI_TEXTS } from './texts';
import type { ReviewWithVehicle } from './types';

export interface ReviewItemProps {
  review: ReviewWithVehicle;
  isMobile: boolean;
  now: Date;
  onOpenPhoto(reviewId: string, imageIndex: number, opener: HTMLElement): void;
}

type Review = ReviewItemProps['review'];

function ReviewBody({ body, isMobile }: { body: string; isMobile: boolean }) {
  const theme = useTheme();
  const [expanded, setExpanded] = useState(false);
  const cut = truncateReviewBody(body, isMobile ? 'mobile' : 'product-page');
  const text = expanded || !cut.truncated ? body : cut.text;
  const linkButton = {
    border: 0,
    padding: 0,
    marginLeft: theme.spacing.xs,
    background: 'none',
    color: theme.colors.link,
    font: 'inherit',
    cursor: 'pointer',
    textDecoration: 'underline',
  } as const;
  return (
    <p data-testid="product-review-body" css={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {text}
      {cut.truncated && !isMobile && !expanded && (
        <>
          {'… '}
          <button type="button" css={linkButton} onClick={() => setExpanded(true)}>
            {REVIEW_TEXTS.readMore}
          </button>
        </>
      )}
      {cut.truncated && isMobile && (
        <>
          {expanded ? ' ' : '… '}
          <button type="button" css={linkButton} aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
            {expanded ? REVIEW_TEXTS.hide : REVIEW_TEXTS.more}
          </button>
        </>
      )}
    </p>
  );
}

/** An outline thumbs-up (an emoji depends on the reader's fonts). */
function ThumbIcon() {
  return (
    <svg
      aria-hidden="true"
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path
        d="M7 10v11H3V10h4zm0 0l4-8a3 3 0 013 3v4h5.5a2 2 0 012 2.3l-1.4 8A2 2 0 0118.1 21H7"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function HelpfulButton({ reviewId, serverCount }: { reviewId: string; serverCount: number }) {
  const theme = useTheme();
  const [vote] = useVoteHelpfulMutation();
  const [voted, setVoted] = useState(() => hasVoted(readReviewedIds(), reviewId));
  const [localCount, setLocalCount] = useState<number | null>(null);
  const count = Math.max(localCount ?? 0, serverCount);
  const onClick = () => {
    const result = applyHelpfulVote(readReviewedIds(), reviewId, count);
    if (!result.changed) {
      setVoted(true);
      return;
    }
    writeReviewedIds(result.stored);
    setLocalCount(result.count);
    setVoted(true);
    // spec 2 §7: the answer is not read; a failure is only logged (the server dedupes per visitor anyway).
    vote(reviewId)
      .unwrap()
      .catch((error: unknown) => console.warn('[product] helpful vote failed', error));
  };
  return (
    <button
      type="button"
      data-testid="product-review-helpful"
      aria-pressed={voted}
      onClick={onClick}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.spacing.xs,
        padding: `${theme.spacing.xs} ${theme.spacing.sm}`,
        border: `1px solid ${voted ? theme.colors.success : theme.colors.border}`,
        borderRadius: theme.radii.pill,
        background: theme.colors.background,
        color: voted ? theme.colors.success : theme.colors.text,
        font: 'inherit',
        fontSize: theme.typography.sizes.sm,
        cursor: voted ? 'default' : 'pointer',
      }}
    >
      {voted ? <span aria-hidden="true">✓</span> : <ThumbIcon />}
      <span>{REVIEWS_UI_TEXTS.helpful}</span>
      <span data-testid="product-review-helpful-count">{count}</span>
    </button>
  );
}

/** The store's answer under the review, set apart from the reviewer's words. */
function StoreReply({ text }: { text: string }) {
  const theme = useTheme();
  return (
    <div
      data-testid="product-review-store-reply"
      css={{
        marginLeft: theme.spacing.lg,
        paddingLeft: theme.spacing.md,
        borderLeft: `3px solid ${theme.colors.border}`,
      }}
    >
      <strong>{REVIEWS_UI_TEXTS.storeReply}</strong>
      <p css={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</p>
    </div>
  );
}

/** Under the review: the store's reply, and for a staff session the review admin bar. */
function ReviewFooter({ review }: { review: Review }) {
  // Only the presence of a staff part: the bar's chunk checks the permission itself.
  const staff = useAppSelector((state) => !!selectSessionUser(state)?.staff);
  return (
    <>
      {review.storeReply?.text && <StoreReply text={review.storeReply.text} />}
      {staff && <ReviewAdminBarOnDemand review={review} />}
    </>
  );
}

/** Stars, first name, 'Verified Buyer' and the date on one line. */
function ReviewHeader({ review, now }: { review: Review; now: Date }) {
  const theme = useTheme();
  return (
    <header css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing.sm }}>
      <Stars filled={filledStars(review.rating)} label={REVIEWS_UI_TEXTS.ratedOutOf(filledStars(review.rating))} />
      <span css={{ fontWeight: theme.typography.weights.bold }} data-testid="product-review-author">
        {reviewerFirstName(review.reviewer?.name)}
      </span>
      {isVerifiedBuyer(review.verified) && (
        <span
          data-testid="product-review-verified"
          css={{
            padding: `0 ${theme.spacing.xs}`,
            borderRadius: theme.radii.sm,
            background: theme.colors.success,
            color: theme.colors.textInverse,
            fontSize: theme.typography.sizes.xs,
            fontWeight: theme.typography.weights.bold,
          }}
        >
          {REVIEW_TEXTS.verifiedBuyer}
        </span>
      )}
      <time
        dateTime={review.review_date}
        css={{ marginLeft: 'auto', color: theme.colors.textMuted, fontSize: theme.typography.sizes.sm }}
      >
        {formatDisplayDate(review.review_date, now)}
      </time>
    </header>
  );
}

/** The vehicle the reviewer installed it in, their fit verdict, and their note about the fit. */
function ReviewFit({ review }: { review: Review }) {
  const theme = useTheme();
  if (!review.vehicle) return null;
  return (
    <>
      <p data-testid="product-review-vehicle" css={{ margin: 0, color: theme.colors.textMuted }}>
        {REVIEWS_UI_TEXTS.installedIn(review.vehicle)}
        {review.fitVerdict && (
          <>
            {' · '}
            <strong data-testid="product-review-fit-verdict" data-verdict={review.fitVerdict}>
              {REVIEW_FIT_TEXTS.verdicts[review.fitVerdict]}
            </strong>
          </>
        )}
      </p>
      {review.fitNote && (
        <p data-testid="product-review-fit-note" css={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.fitNote}
        </p>
      )}
    </>
  );
}

/** The review's photos as thumbnails; each opens the photo viewer. */
function ReviewPhotos({ review, onOpenPhoto }: { review: Review; onOpenPhoto: ReviewItemProps['onOpenPhoto'] }) {
  const theme = useTheme();
  const photos = reviewPhotoEntries([review]);
  if (photos.length === 0) return null;
  const thumb = REVIEW_DISPLAY.thumbnailPx / 2;
  return (
    <ul css={{ display: 'flex', gap: theme.spacing.sm, listStyle: 'none', margin: 0, padding: 0 }}>
      {photos.map((photo) => (
        <li key={photo.image_index}>
          <button
            type="button"
            data-testid="product-review-photo"
            aria-label={REVIEWS_UI_TEXTS.openPhoto(photo.image_alt, photo.image_index + 1)}
            onClick={(event) => onOpenPhoto(review.reviewId, photo.image_index, event.currentTarget)}
            css={{
              display: 'block',
              padding: 0,
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radii.md,
              overflow: 'hidden',
              cursor: 'zoom-in',
              background: theme.colors.surface,
            }}
          >
            <ReviewPhotoThumb image={photo.image} px={thumb} />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ReviewItem({ review, isMobile, now, onOpenPhoto }: ReviewItemProps) {
  const theme = useTheme();
  const title = reviewTitleText(review.title);
  return (
    <article
      data-testid="product-review"
      data-review-id={review.reviewId}
      css={{
        display: 'grid',
        gap: theme.spacing.sm,
        padding: `${theme.spacing.lg} 0`,
        borderTop: `1px solid ${theme.colors.border}`,
      }}
    >
      <ReviewHeader review={review} now={now} />
      <h3
        data-testid="product-review-title"
        css={{ margin: 0, fontSize: theme.typography.sizes.md, minHeight: title ? undefined : 0 }}
      >
        {title}
      </h3>
      <ReviewBody body={review.body ?? ''} isMobile={isMobile} />
      <ReviewFit review={review} />
      <ReviewPhotos review={review} onOpenPhoto={onOpenPhoto} />
      <div>
        <HelpfulButton reviewId={review.reviewId} serverCount={review.thumbs_up ?? 0} />
      </div>
      <ReviewFooter review={review} />
    </article>
  );
}
