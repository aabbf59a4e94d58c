// The review form, shared by the product page's write-a-review panel and the page /reviews/sku: rating (stars, as a
// radio group, so arrow keys choose), title, body, the reviewer's vehicle (optional: all three or none) and up to 2
// photos with previews. Client checks (image type, 8 MB, body required) run before the multipart POST /api/reviews;
// the service's refusals are shown in words. A success thanks the reviewer; the 'Reviews' tag refreshes the list.
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { useTheme } from '@emotion/react';
import {
  apiErrorMessage,
  FieldErrorText,
  TextAreaField,
  TextField,
  REVIEW_DISPLAY,
  REVIEW_INPUT_LIMITS,
  VEHICLE_LIMITS,
  vehicleTextFromText,
  vehicleYearFromText,
} from '@storefront/shared-domain';
import { useSubmitReviewMutation } from './reviewsApi';
import { StarIcon } from './Stars';
import { REVIEW_FORM_TEXTS } from './texts';

const T = REVIEW_FORM_TEXTS;
const E = REVIEW_FORM_TEXTS.errors;
const RATINGS = Array.from({ length: REVIEW_DISPLAY.stars }, (_, i) => i + 1);

const L = REVIEW_INPUT_LIMITS;
const BYTES_PER_MB = 1024 * 1024;

export const reviewFormSchema = z
  .object({
    rating: z.string().check(z.refine((v) => RATINGS.map(String).includes(v), { message: E.rating })),
    title: z.string().check(z.trim(), z.maxLength(L.titleMaxLength, E.titleTooLong(L.titleMaxLength))),
    body: z
      .string()
      .check(z.trim(), z.minLength(1, E.bodyRequired), z.maxLength(L.bodyMaxLength, E.bodyTooLong(L.bodyMaxLength))),
    vehicleYear: z.string().check(z.trim()),
    vehicleMake: z.string().check(z.trim()),
    vehicleModel: z.string().check(z.trim()),
  })
  .check(
    z.superRefine((value, ctx) => {
      const parts = {
        vehicleYear: value.vehicleYear,
        vehicleMake: value.vehicleMake,
        vehicleModel: value.vehicleModel,
      };
      const filled = Object.values(parts).filter(Boolean).length;
      if (filled === 0) return;
      if (filled < 3) {
        for (const [name, text] of Object.entries(parts)) {
          if (!text) ctx.addIssue({ code: 'custom', message: E.vehicleAllOrNone, path: [name] });
        }
        return;
      }
      if (vehicleYearFromText(value.vehicleYear) === null) {
        ctx.addIssue({ code: 'custom', message: E.vehicleYear, path: ['vehicleYear'] });
      }
      if (vehicleTextFromText(value.vehicleMake) === null) {
        ctx.addIssue({ code: 'custom', message: E.vehicleText, path: ['vehicleMake'] });
      }
      if (vehicleTextFromText(value.vehicleModel) === null) {
        ctx.addIssue({ code: 'custom', message: E.vehicleText, path: ['vehicleModel'] });
      }
    }),
  );

export type ReviewFormValues = z.input<typeof reviewFormSchema>;

const EMPTY: ReviewFormValues = { rating: '', title: '', body: '', vehicleYear: '', vehicleMake: '', vehicleModel: '' };

/** The service's refusal in words: known codes get this form's sentence, others the service's own message. */
export function reviewSubmitErrorText(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  const code = (error as { data?: { error?: { code?: unknown } } } | null)?.data?.error?.code;
  if (typeof code === 'string' && T.serverErrors[code]) return T.serverErrors[code];
  if (status === 401) return T.serverErrors.unauthorized!;
  if (status === 413) return T.serverErrors.payload_too_large!;
  return apiErrorMessage(error);
}

interface ChosenPhoto {
  file: File;
  preview: string | null;
}

function previewOf(file: File): string | null {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
  } catch {
    return null; // no preview; the file is still sent
  }
}

function revoke(photo: ChosenPhoto) {
  if (photo.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(photo.preview);
}

/** Keeps the photos that pass the checks (image type, size, at most 2 in all) and says why others were left out. */
export function choosePhotos(current: number, files: readonly File[]): { accepted: File[]; errors: string[] } {
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) errors.push(E.photoType(file.name));
    else if (file.size > L.photoMaxBytes) errors.push(E.photoSize(file.name, L.photoMaxBytes / BYTES_PER_MB));
    else if (current + accepted.length >= L.photosMax) {
      if (!errors.includes(E.photoCount(L.photosMax))) errors.push(E.photoCount(L.photosMax));
    } else accepted.push(file);
  }
  return { accepted, errors };
}

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
  const [submitReview] = useSubmitReviewMutation();
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [photoErrors, setPhotoErrors] = useState<string[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [hovered, setHovered] = useState(0);
  const photosRef = useRef(photos);
  photosRef.current = photos;
  useEffect(() => () => photosRef.current.forEach(revoke), []);

  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues>({ resolver: zodResolver(reviewFormSchema), defaultValues: EMPTY });
  const rating = Number(useWatch({ control, name: 'rating' })) || 0;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const { accepted, errors: why } = choosePhotos(photos.length, files);
    setPhotoErrors(why);
    if (accepted.length > 0)
      setPhotos((prev) => [...prev, ...accepted.map((file) => ({ file, preview: previewOf(file) }))]);
  };

  const removePhoto = (index: number) => {
    setPhotos((prev) => {
      const gone = prev[index];
      if (gone) revoke(gone);
      return prev.filter((_, i) => i !== index);
    });
    setPhotoErrors([]);
  };

  const onSubmit = handleSubmit(async (raw) => {
    const values = reviewFormSchema.parse(raw);
    setServerError(null);
    const form = new FormData();
    form.append('sku', sku);
    form.append('rating', values.rating);
    if (values.title) form.append('title', values.title);
    form.append('body', values.body);
    if (values.vehicleYear) {
      form.append('vehicleYear', values.vehicleYear);
      form.append('vehicleMake', values.vehicleMake);
      form.append('vehicleModel', values.vehicleModel);
    }
    for (const photo of photos) form.append('photos', photo.file, photo.file.name);
    try {
      await submitReview(form).unwrap();
    } catch (error) {
      setServerError(reviewSubmitErrorText(error));
      return;
    }
    photos.forEach(revoke);
    setPhotos([]);
    reset(EMPTY);
    setDone(true);
    onSubmitted?.();
  });

  if (done) {
    return (
      <div
        role="status"
        data-testid="product-review-form-thanks"
        css={{
          padding: theme.spacing.lg,
          borderRadius: theme.radii.md,
          background: theme.colors.surface,
          borderLeft: `4px solid ${theme.colors.success}`,
        }}
      >
        <p css={{ margin: 0, fontWeight: theme.typography.weights.bold }}>{T.thankYou}</p>
        <p css={{ margin: `${theme.spacing.xs} 0 0`, color: theme.colors.textMuted }}>{T.thankYouDetail}</p>
      </div>
    );
  }

  const errorId = (name: string) => `${id}-${name}-error`;
  const label = {
    display: 'block',
    marginBottom: theme.spacing.xs,
    fontWeight: theme.typography.weights.bold,
    fontSize: theme.typography.sizes.sm,
  } as const;
  const shown = hovered || rating;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      data-testid="product-review-form"
      aria-busy={isSubmitting}
      css={{ display: 'grid', gap: theme.spacing.md, maxWidth: '640px' }}
    >
      {productName && (
        <p css={{ margin: 0, color: theme.colors.textMuted }} data-testid="product-review-form-product">
          {T.reviewing(productName)}
        </p>
      )}
      <fieldset
        css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
        aria-describedby={errors.rating ? errorId('rating') : undefined}
      >
        <legend css={label}>{T.rating}</legend>
        <div css={{ display: 'inline-flex', gap: theme.spacing.xxs }} onMouseLeave={() => setHovered(0)}>
          {RATINGS.map((value) => (
            <label
              key={value}
              onMouseEnter={() => setHovered(value)}
              css={{
                display: 'inline-flex',
                padding: theme.spacing.xxs,
                borderRadius: theme.radii.md,
                cursor: 'pointer',
                '&:has(input:focus-visible)': { outline: `2px solid ${theme.colors.link}` },
              }}
            >
              <input
                type="radio"
                value={String(value)}
                data-testid={`product-review-form-rating-${value}`}
                aria-label={T.ratingOption(value)}
                {...register('rating')}
                css={{
                  position: 'absolute',
                  width: '1px',
                  height: '1px',
                  margin: '-1px',
                  overflow: 'hidden',
                  clipPath: 'inset(50%)',
                  whiteSpace: 'nowrap',
                }}
              />
              <StarIcon filled={value <= shown} size={30} />
            </label>
          ))}
        </div>
        <FieldErrorText id={errorId('rating')} error={errors.rating} />
      </fieldset>

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

      <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend css={label}>{T.vehicle}</legend>
        <div
          css={{
            display: 'grid',
            gap: theme.spacing.sm,
            gridTemplateColumns: 'minmax(0, 1fr)',
            [theme.mq.tabletUp]: { gridTemplateColumns: '100px minmax(0, 1fr) minmax(0, 1fr)' },
          }}
        >
          {(
            [
              ['vehicleYear', T.vehicleYear, 'year'],
              ['vehicleMake', T.vehicleMake, 'make'],
              ['vehicleModel', T.vehicleModel, 'model'],
            ] as const
          ).map(([name, text, suffix]) => (
            <TextField
              key={name}
              label={text}
              testId={`product-review-form-vehicle-${suffix}`}
              inputMode={name === 'vehicleYear' ? 'numeric' : undefined}
              maxLength={name === 'vehicleYear' ? 4 : VEHICLE_LIMITS.textMaxLength}
              registration={register(name)}
              error={errors[name]}
            />
          ))}
        </div>
      </fieldset>

      <div>
        <label htmlFor={`${id}-photos`} css={label}>
          {T.photos}
        </label>
        <input
          id={`${id}-photos`}
          type="file"
          accept="image/*"
          multiple
          data-testid="product-review-form-photos"
          disabled={photos.length >= L.photosMax}
          onChange={onFiles}
          aria-describedby={photoErrors.length > 0 ? errorId('photos') : undefined}
          css={{ fontSize: theme.typography.sizes.sm }}
        />
        {photoErrors.length > 0 && (
          <div id={errorId('photos')} data-testid="product-review-form-photo-error">
            {photoErrors.map((message) => (
              <FieldErrorText key={message} id={`${errorId('photos')}-${message.length}`} error={{ message }} />
            ))}
          </div>
        )}
        {photos.length > 0 && (
          <ul
            css={{
              display: 'flex',
              gap: theme.spacing.sm,
              listStyle: 'none',
              margin: `${theme.spacing.sm} 0 0`,
              padding: 0,
            }}
          >
            {photos.map((photo, index) => (
              <li
                key={`${photo.file.name}-${index}`}
                data-testid="product-review-form-preview"
                css={{ position: 'relative', width: 96, height: 96 }}
              >
                {photo.preview ? (
                  <img
                    src={photo.preview}
                    alt={photo.file.name}
                    width={96}
                    height={96}
                    css={{ width: 96, height: 96, objectFit: 'cover', borderRadius: theme.radii.md, display: 'block' }}
                  />
                ) : (
                  <span
                    css={{
                      display: 'grid',
                      placeItems: 'center',
                      width: 96,
                      height: 96,
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
                  aria-label={T.removePhoto(photo.file.name)}
                  onClick={() => removePhoto(index)}
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
              </li>
            ))}
          </ul>
        )}
      </div>

      {serverError && (
        <p
          role="alert"
          data-testid="product-review-form-error"
          css={{
            margin: 0,
            padding: theme.spacing.sm,
            borderRadius: theme.radii.md,
            background: theme.colors.warningBackground,
            color: theme.colors.warningText,
          }}
        >
          {serverError}
        </p>
      )}

      <div css={{ display: 'flex', gap: theme.spacing.sm, flexWrap: 'wrap' }}>
        <button
          type="submit"
          data-testid="product-review-form-submit"
          disabled={isSubmitting}
          css={{
            padding: `${theme.spacing.sm} ${theme.spacing.lg}`,
            minHeight: '44px',
            border: 0,
            borderRadius: theme.radii.md,
            background: theme.colors.brand,
            color: theme.colors.textInverse,
            font: 'inherit',
            fontWeight: theme.typography.weights.bold,
            cursor: isSubmitting ? 'progress' : 'pointer',
            '&:hover': { background: theme.colors.brandDark },
          }}
        >
          {isSubmitting ? T.submitting : T.submit}
        </button>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            css={{
              padding: `${theme.spacing.sm} ${theme.spacing.lg}`,
              minHeight: '44px',
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radii.md,
              background: theme.colors.background,
              color: theme.colors.text,
              font: 'inherit',
              cursor: 'pointer',
            }}
          >
            {T.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
