// What the review form accepts, checked in the browser before anything is sent: a rating of 1 to 5 stars, an optional
// title, a body, the reviewer's vehicle as all three parts or none (a partial vehicle would be refused later), and
// with it how the product fitted and a note on the fit.
import { z } from 'zod/mini';
import {
  REVIEW_DISPLAY,
  REVIEW_INPUT_LIMITS,
  vehicleTextFromText,
  vehicleYearFromText,
} from '@storefront/shared-domain';
import { REVIEW_FORM_TEXTS } from './texts';

const E = REVIEW_FORM_TEXTS.errors;
const L = REVIEW_INPUT_LIMITS;

/** The star values a reviewer can choose, 1 up to the number of stars shown. */
export const REVIEW_RATINGS = Array.from({ length: REVIEW_DISPLAY.stars }, (_, i) => i + 1);

export const reviewFormSchema = z
  .object({
    rating: z.string().check(z.refine((v) => REVIEW_RATINGS.map(String).includes(v), { message: E.rating })),
    title: z.string().check(z.trim(), z.maxLength(L.titleMaxLength, E.titleTooLong(L.titleMaxLength))),
    body: z
      .string()
      .check(z.trim(), z.minLength(1, E.bodyRequired), z.maxLength(L.bodyMaxLength, E.bodyTooLong(L.bodyMaxLength))),
    vehicleYear: z.string().check(z.trim()),
    vehicleMake: z.string().check(z.trim()),
    vehicleModel: z.string().check(z.trim()),
    /** '' or one of REVIEW_FIT_VERDICTS; sent only with a vehicle. */
    fitVerdict: z.string(),
    fitNote: z.string().check(z.trim(), z.maxLength(L.fitNoteMaxLength, E.fitNoteTooLong(L.fitNoteMaxLength))),
  })
  .check(
    z.superRefine((value, ctx) => {
      const parts = {
        vehicleYear: value.vehicleYear,
        vehicleMake: value.vehicleMake,
        vehicleModel: value.vehicleModel,
      };
      const filled = Object.values(parts).filter(Boolean).length;
      if (value.fitNote && !value.fitVerdict)
        ctx.addIssue({ code: 'custom', message: E.fitNoteNeedsVerdict, path: ['fitNote'] });
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

export const EMPTY_REVIEW_FORM: ReviewFormValues = {
  rating: '',
  title: '',
  body: '',
  vehicleYear: '',
  vehicleMake: '',
  vehicleModel: '',
  fitVerdict: '',
  fitNote: '',
};
