import { useTheme } from '@emotion/react';
import { REVIEW_FIT_TEXTS } from '@storefront/shared-domain';
import type { ChosenPhoto } from './reviewPhotos';
import { REVIEW_FORM_TEXTS } from './texts';

const PREVIEW_PX = 96;

interface ReviewPhotoPreviewProps {
  photo: ChosenPhoto;
  onRemove(): void;
  onToggleInstall(): void;
}

/**
 * One chosen photo as a thumbnail (its file name where the browser gives no preview) with a remove button and, under
 * it, the 'Install photo' box.
 */
export function ReviewPhotoPreview({ photo, onRemove, onToggleInstall }: ReviewPhotoPreviewProps) {
  const theme = useTheme();
  return (
    <li data-testid="product-review-form-preview" css={{ position: 'relative', width: PREVIEW_PX }}>
      {photo.preview ? (
        <img
          src={photo.preview}
          alt={photo.file.name}
          width={PREVIEW_PX}
          height={PREVIEW_PX}
          css={{
            width: PREVIEW_PX,
            height: PREVIEW_PX,
            objectFit: 'cover',
            borderRadius: theme.radii.md,
            display: 'block',
          }}
        />
      ) : (
        <span
          css={{
            display: 'grid',
            placeItems: 'center',
            width: PREVIEW_PX,
            height: PREVIEW_PX,
            borderRadius: theme.radii.md,
            background: theme.colors.surface,
            fontSize: theme.typography.sizes.xs,
            overflowWrap: 'anywhere',
            textAlign: 'center',
          }}
        >
          {photo.file.name}
        </span>
      )}
      <button
        type="button"
        aria-label={REVIEW_FORM_TEXTS.removePhoto(photo.file.name)}
        onClick={onRemove}
        css={{
          position: 'absolute',
          top: theme.spacing.xxs,
          right: theme.spacing.xxs,
          width: 28,
          height: 28,
          border: 0,
          borderRadius: theme.radii.pill,
          background: theme.colors.surfaceDark,
          color: theme.colors.textInverse,
          cursor: 'pointer',
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
      <label
        css={{ display: 'flex', alignItems: 'center', gap: theme.spacing.xxs, fontSize: theme.typography.sizes.xs }}
      >
        <input
          type="checkbox"
          checked={!!photo.install}
          onChange={onToggleInstall}
          data-testid="product-review-form-install-photo"
        />
        {REVIEW_FIT_TEXTS.installPhoto}
      </label>
    </li>
  );
}
