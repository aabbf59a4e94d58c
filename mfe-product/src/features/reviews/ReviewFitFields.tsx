import { useTheme } from '@emotion/react';
import { REVIEW_FIT_TEXTS, REVIEW_FIT_VERDICTS, REVIEW_INPUT_LIMITS } from '@storefront/shared-domain';
import { TextAreaField } from '@storefront/ui';
import { reviewFormLabelCss } from './reviewFormStyles';
import type { ReviewFieldsProps } from './ReviewVehicleFields';
import { REVIEW_FORM_TEXTS } from './texts';

/** How the product fitted the reviewer's vehicle (a radio group, none chosen by default) and a note on the fit. */
export function ReviewFitFields({ register, errors }: ReviewFieldsProps) {
  const theme = useTheme();
  return (
    <>
      <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} data-testid="product-review-form-fit">
        <legend css={reviewFormLabelCss(theme)}>{REVIEW_FORM_TEXTS.fitVerdict}</legend>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: `0 ${theme.spacing.md}` }}>
          {REVIEW_FIT_VERDICTS.map((verdict) => (
            <label
              key={verdict}
              css={{ display: 'inline-flex', alignItems: 'center', gap: theme.spacing.xs, minHeight: 44 }}
            >
              <input
                type="radio"
                value={verdict}
                data-testid={`product-review-form-fit-${verdict}`}
                {...register('fitVerdict')}
              />
              {REVIEW_FIT_TEXTS.verdicts[verdict]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={REVIEW_FORM_TEXTS.fitNote}
        testId="product-review-form-fit-note"
        rows={2}
        maxLength={REVIEW_INPUT_LIMITS.fitNoteMaxLength}
        registration={register('fitNote')}
        error={errors.fitNote}
      />
    </>
  );
}
