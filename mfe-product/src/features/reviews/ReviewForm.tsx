// The review form, shared by the product page's write-a-review panel and the page /reviews/sku: rating (stars, as a
// radio group, so arrow keys choose), title, body, the reviewer's vehicle (optional: all three or none; the shopper's
// own vehicle to start with), with it how the product fitted and a note, and up to 2 photos with previews, each of
// which may be marked an install photo. Client checks (image type, 8 MB, body required) run before the multipart POST /api/reviews;
// the service's refusals are shown in words. A success thanks the reviewer; the 'Reviews' tag refreshes the list.
// Every piece below is imported from here only, so it all stays in the form's own lazily loaded chunk.
import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { REVIEW_INPUT_LIMITS } from '@storefront/shared-domain';
import { TextAreaField, TextField } from '@storefront/ui';
import { ReviewFormActions } from './ReviewFormActions';
import { ReviewFormError } from './ReviewFormError';
import { ReviewFitFields } from './ReviewFitFields';
import { ReviewFormThanks } from './ReviewFormThanks';
import { ReviewPhotoField } from './ReviewPhotoField';
import { ReviewRatingField } from './ReviewRatingField';
import { ReviewVehicleFields } from './ReviewVehicleFields';
import { REVIEW_FORM_TEXTS } from './texts';
import { useChosenPhotos } from './useChosenPhotos';
import { useReviewForm } from './useReviewForm';

export { reviewFormSchema, type ReviewFormValues } from './reviewFormSchema';
export { choosePhotos } from './reviewPhotos';
export { reviewSubmitErrorText } from './reviewSubmitErrorText';

const T = REVIEW_FORM_TEXTS;
const L = REVIEW_INPUT_LIMITS;

export interface ReviewFormProps {
  sku: string;
  /** Shown above the form ('Reviewing: ...'). */
  productName?: string;
  onSubmitted?(): void;
  onCancel?(): void;
}

export function ReviewForm({ sku, productName, onSubmitted, onCancel }: ReviewFormProps) {
  const theme = useTheme();
  const id = useId();
  const { photos, photoErrors, onFiles, removePhoto, toggleInstall, clearPhotos } = useChosenPhotos();
  const form = useReviewForm({ sku, photos, clearPhotos, onSubmitted });
  const { register, errors } = form;

  if (form.done) return <ReviewFormThanks />;

  const errorId = (name: string) => `${id}-${name}-error`;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      data-testid="product-review-form"
      aria-busy={form.isSubmitting}
      css={{ display: 'grid', gap: theme.spacing.md, maxWidth: '640px' }}
    >
      {productName && (
        <p css={{ margin: 0, color: theme.colors.textMuted }} data-testid="product-review-form-product">
          {T.reviewing(productName)}
        </p>
      )}
      <ReviewRatingField register={register} rating={form.rating} error={errors.rating} errorId={errorId('rating')} />
      <TextField
        label={T.title}
        testId="product-review-form-title"
        maxLength={L.titleMaxLength}
        registration={register('title')}
        error={errors.title}
      />
      <TextAreaField
        label={T.body}
        testId="product-review-form-body"
        rows={6}
        maxLength={L.bodyMaxLength}
        aria-required="true"
        registration={register('body')}
        error={errors.body}
      />
      <ReviewVehicleFields register={register} errors={errors} />
      {form.hasVehicle && <ReviewFitFields register={register} errors={errors} />}
      <ReviewPhotoField
        inputId={`${id}-photos`}
        errorId={errorId('photos')}
        photos={photos}
        photoErrors={photoErrors}
        onFiles={onFiles}
        onRemove={removePhoto}
        onToggleInstall={toggleInstall}
      />
      {form.serverError && <ReviewFormError message={form.serverError} />}
      <ReviewFormActions isSubmitting={form.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
