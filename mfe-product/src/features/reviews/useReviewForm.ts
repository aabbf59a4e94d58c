import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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

/** The multipart body of POST /api/reviews; the vehicle goes only when given (the schema asks for all three). */
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
  }
  for (const photo of photos) form.append('photos', photo.file, photo.file.name);
  return form;
}

/** The review form's fields, their checks, the send and its outcome (the service's refusal in words, or done). */
export function useReviewForm({ sku, photos, clearPhotos, onSubmitted }: UseReviewFormOptions) {
  const [submitReview] = useSubmitReviewMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues>({ resolver: zodResolver(reviewFormSchema), defaultValues: EMPTY_REVIEW_FORM });
  const rating = Number(useWatch({ control, name: 'rating' })) || 0;

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
    reset(EMPTY_REVIEW_FORM);
    setDone(true);
    onSubmitted?.();
  });

  return { register, errors, isSubmitting, rating, onSubmit, serverError, done };
}
