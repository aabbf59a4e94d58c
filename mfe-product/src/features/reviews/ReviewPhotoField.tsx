import type { ChangeEvent } from 'react';
import { useTheme } from '@emotion/react';
import { REVIEW_INPUT_LIMITS } from '@storefront/shared-domain';
import { FieldErrorText } from '@storefront/ui';
import type { ChosenPhoto } from './reviewPhotos';
import { reviewFormLabelCss } from './reviewFormStyles';
import { ReviewPhotoPreviews } from './ReviewPhotoPreviews';
import { REVIEW_FORM_TEXTS } from './texts';

interface ReviewPhotoFieldProps {
  inputId: string;
  errorId: string;
  photos: readonly ChosenPhoto[];
  photoErrors: readonly string[];
  onFiles(event: ChangeEvent<HTMLInputElement>): void;
  onRemove(index: number): void;
  onToggleInstall(index: number): void;
}

/** The photo picker (closed once the limit is reached), why files were left out, and the previews. */
export function ReviewPhotoField(props: ReviewPhotoFieldProps) {
  const { inputId, errorId, photos, photoErrors, onFiles, onRemove, onToggleInstall } = props;
  const theme = useTheme();
  return (
    <div>
      <label htmlFor={inputId} css={reviewFormLabelCss(theme)}>
        {REVIEW_FORM_TEXTS.photos}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        data-testid="product-review-form-photos"
        disabled={photos.length >= REVIEW_INPUT_LIMITS.photosMax}
        onChange={onFiles}
        aria-describedby={photoErrors.length > 0 ? errorId : undefined}
        css={{ fontSize: theme.typography.sizes.sm }}
      />
      {photoErrors.length > 0 && (
        <div id={errorId} data-testid="product-review-form-photo-error">
          {photoErrors.map((message) => (
            <FieldErrorText key={message} id={`${errorId}-${message.length}`} error={{ message }} />
          ))}
        </div>
      )}
      {photos.length > 0 && (
        <ReviewPhotoPreviews photos={photos} onRemove={onRemove} onToggleInstall={onToggleInstall} />
      )}
    </div>
  );
}
