import { useState } from 'react';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { useTheme } from '@emotion/react';
import { REVIEW_RATINGS, type ReviewFormValues } from './reviewFormSchema';
import { reviewFormLabelCss } from './reviewFormStyles';
import { StarIcon } from './Stars';
import { REVIEW_FORM_TEXTS } from './texts';
import { FieldErrorText } from '@storefront/ui';

interface ReviewRatingFieldProps {
  register: UseFormRegister<ReviewFormValues>;
  /** The chosen rating, 0 for none. */
  rating: number;
  error: FieldError | undefined;
  errorId: string;
}

// Visually hidden but still focusable, so the radio group keeps its arrow keys while the stars are what shows.
const hiddenRadioCss = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** The stars as a radio group; hovering previews a rating before it is chosen. */
export function ReviewRatingField({ register, rating, error, errorId }: ReviewRatingFieldProps) {
  const theme = useTheme();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || rating;
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} aria-describedby={error ? errorId : undefined}>
      <legend css={reviewFormLabelCss(theme)}>{REVIEW_FORM_TEXTS.rating}</legend>
      <div css={{ display: 'inline-flex', gap: theme.spacing.xxs }} onMouseLeave={() => setHovered(0)}>
        {REVIEW_RATINGS.map((value) => (
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
              aria-label={REVIEW_FORM_TEXTS.ratingOption(value)}
              {...register('rating')}
              css={hiddenRadioCss}
            />
            <StarIcon filled={value <= shown} size={30} />
          </label>
        ))}
      </div>
      <FieldErrorText id={errorId} error={error} />
    </fieldset>
  );
}
