import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTheme } from '@emotion/react';
import { VEHICLE_LIMITS } from '@storefront/shared-domain';
import { TextField } from '@storefront/ui';
import type { ReviewFormValues } from './reviewFormSchema';
import { reviewFormLabelCss } from './reviewFormStyles';
import { REVIEW_FORM_TEXTS } from './texts';

const T = REVIEW_FORM_TEXTS;

const VEHICLE_FIELDS = [
  ['vehicleYear', T.vehicleYear, 'year'],
  ['vehicleMake', T.vehicleMake, 'make'],
  ['vehicleModel', T.vehicleModel, 'model'],
] as const;

/** The props of a group of the review form's fields. */
export interface ReviewFieldsProps {
  register: UseFormRegister<ReviewFormValues>;
  errors: FieldErrors<ReviewFormValues>;
}

/** The reviewer's vehicle: year, make and model in one row from tablet width, stacked below it. */
export function ReviewVehicleFields({ register, errors }: ReviewFieldsProps) {
  const theme = useTheme();
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend css={reviewFormLabelCss(theme)}>{T.vehicle}</legend>
      <div
        css={{
          display: 'grid',
          gap: theme.spacing.sm,
          gridTemplateColumns: 'minmax(0, 1fr)',
          [theme.mq.tabletUp]: { gridTemplateColumns: '100px minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        {VEHICLE_FIELDS.map(([name, text, suffix]) => (
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
  );
}
