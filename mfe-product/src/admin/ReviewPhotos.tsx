// A review's photos in the back office: each can be hidden from shoppers (asked first) or shown again.
import { css } from '@emotion/react';
import { spacing } from '@storefront/shared-domain';
import { REVIEW_ADMIN_TEXTS } from '@storefront/shared-domain/admin';
import type { AdminReviewPhoto } from '@storefront/shared-domain/admin';
import { Button, ConfirmButton } from '@storefront/ui';

const listCss = css`
  label: product-admin-photos;
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.md};
  list-style: none;
  padding: 0;
  li {
    display: grid;
    gap: ${spacing.xs};
    justify-items: start;
  }
  img {
    width: 160px;
    max-width: 100%;
    height: 120px;
    object-fit: cover;
  }
  img[data-hidden='true'] {
    opacity: 0.35;
  }
`;

export function ReviewPhotos({
  photos,
  onChange,
}: {
  photos: AdminReviewPhoto[];
  onChange(index: number, hidden: boolean): unknown;
}) {
  if (photos.length === 0) return null;
  return (
    <>
      <h2>Photos</h2>
      <ul css={listCss}>
        {photos.map((photo) => (
          <li key={photo.index} data-testid="product-admin-photo" data-hidden={photo.hidden}>
            <img src={photo.url} alt={`Photo ${photo.index + 1}`} data-hidden={photo.hidden} />
            <span>{photo.hidden ? 'Hidden' : 'Shown'}</span>
            {photo.hidden ? (
              <Button onClick={() => void onChange(photo.index, false)} data-testid="product-admin-photo-show">
                Show photo {photo.index + 1}
              </Button>
            ) : (
              <ConfirmButton
                confirmText={REVIEW_ADMIN_TEXTS.hidePhotoConfirm}
                confirmLabel={REVIEW_ADMIN_TEXTS.hide}
                onConfirm={() => onChange(photo.index, true)}
                testId="product-admin-photo-hide"
              >
                Hide photo {photo.index + 1}
              </ConfirmButton>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
