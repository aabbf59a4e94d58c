import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMyVehicle } from '@storefront/shared-domain';
import { useSubmitReviewMutation } from './reviewsApi';
import { EMPTY_REVIEW_FORM, reviewFormSchema, type ReviewFormValues } from './reviewFormSchema';
import type { ChosenPhoto } from './reviewPhotos';
import { reviewSubmitErrorText } from './reviewSubmitErrorText';

interface UseReviewFormOptions {
  sku: string;
  photos: readonly ChosenPhoto[];
  /** Called once the review is accepted, before the form resets. */
  clearPhotos(): void;
  onSubmitted?(): void;
}

/**
 * The multipart body of POST /api/reviews; the vehicle goes only when given (the schema asks for all three), the fit
 * verdict and its note only with it, and the install photos by their place among the photos.
 */
function reviewFormData(sku: string, raw: ReviewFormValues, photos: readonly ChosenPhoto[]): FormData {
  const values = reviewFormSchema.parse(raw);
  const form = new FormData();
  form.append('sku', sku);
  form.append('rating', values.rating);
  if (values.title) form.append('title', values.title);
  form.append('body', values.body);
  if (values.vehicleYear) {
    form.append('vehicleYear', values.vehicleYear);
    form.append('vehicleMake', values.vehicleMake);
    form.append('vehicleModel', values.vehicleModel);
    if (values.fitVerdict) form.append('fitVerdict', values.fitVerdict);
    if (values.fitVerdict && values.fitNote) form.append('fitNote', values.fitNote);
  }
  const install = photos.flatMap((photo, i) => (photo.install ? [i] : []));
  if (install.length > 0) form.append('installPhotos', install.join(','));
  for (const photo of photos) form.append('photos', photo.file, photo.file.name);
  return form;
}

/** The form as it opens: the shopper's vehicle filled in when it is a whole one. */
function useStartValues(): ReviewFormValues {
  const vehicle = useMyVehicle();
  return vehicle?.model
    ? {
        ...EMPTY_REVIEW_FORM,
        vehicleYear: String(vehicle.year),
        vehicleMake: vehicle.make,
        vehicleModel: vehicle.model,
      }
    : EMPTY_REVIEW_FORM;
}

/** The review form's fields, their checks, the send and its outcome (the service's refusal in words, or done). */
export function useReviewForm({ sku, photos, clearPhotos, onSubmitted }: UseReviewFormOptions) {
  const [submitReview] = useSubmitReviewMutation();
  const start = useStartValues();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues>({ resolver: zodResolver(reviewFormSchema), defaultValues: start });
  const rating = Number(useWatch({ control, name: 'rating' })) || 0;
  // The fit is said of a vehicle: its fields show once the three vehicle fields are filled.
  const hasVehicle = useWatch({ control, name: ['vehicleYear', 'vehicleMake', 'vehicleModel'] }).every((v) =>
    v?.trim(),
  );

  const onSubmit = handleSubmit(async (raw) => {
    const form = reviewFormData(sku, raw, photos);
    setServerError(null);
    try {
      await submitReview(form).unwrap();
    } catch (error) {
      setServerError(reviewSubmitErrorText(error));
      return;
    }
    clearPhotos();
    reset(start);
    setDone(true);
    onSubmitted?.();
  });

  return { register, errors, isSubmitting, rating, hasVehicle, onSubmit, serverError, done };
}
