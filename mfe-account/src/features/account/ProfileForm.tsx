// The profile's edit form (a chunk of its own, fetched when the shopper presses Edit, so the dashboard's first load
// carries no form code). It saves a normalised ProfileUpdate: phone as 10 digits, codes upper-case.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import {
  ERROR_TEXTS,
  formatPhone,
  isValidPhone,
  MARKETING_TEXTS,
  normalizePhone,
  type ProfileUpdate,
  type SessionUser,
} from '@storefront/shared-domain';
import { TextField } from '@storefront/ui';
import { useUpdateAccountProfileMutation } from '../../api/account';
import { fieldProps, FieldRow, Form } from '../../components/fields';
import { optionalText, requiredText } from '../../components/formSchemas';
import { SaveCancelButtons } from '../../components/SaveCancelButtons';
import { ErrorNotice } from '../../components/ui';
import { ACCOUNT_TEXTS } from './texts';

const DEFAULT_COUNTRY = 'US';

const profileSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  primary_phone: optionalText(30).check(z.refine((v) => v === '' || isValidPhone(v), MARKETING_TEXTS.invalidPhone)),
  address_line_1: optionalText(200),
  city: optionalText(100),
  state_code: optionalText(2).check(z.refine((v) => v === '' || /^[A-Za-z]{2}$/.test(v), ACCOUNT_TEXTS.stateFormat)),
  zip_code: optionalText(10).check(z.refine((v) => v === '' || /^\d{5}(-\d{4})?$/.test(v), ACCOUNT_TEXTS.zipFormat)),
  country_code: optionalText(2).check(
    z.refine((v) => v === '' || /^[A-Za-z]{2}$/.test(v), ACCOUNT_TEXTS.countryFormat),
  ),
});

type ProfileValues = z.input<typeof profileSchema>;
type ProfileOutput = z.output<typeof profileSchema>;

/** The PATCH body: trimmed texts, the phone as 10 digits ('' clears it), state and country codes upper-case. */
export function toProfileUpdate(values: ProfileOutput): ProfileUpdate {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    primary_phone: values.primary_phone === '' ? '' : (normalizePhone(values.primary_phone) ?? ''),
    address: {
      address_line_1: values.address_line_1,
      city: values.city,
      state_code: values.state_code.toUpperCase(),
      zip_code: values.zip_code,
      country_code: (values.country_code || DEFAULT_COUNTRY).toUpperCase(),
    },
  };
}

function formValues(user: SessionUser): ProfileValues {
  const address = user.address ?? {};
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    primary_phone: user.primary_phone ? (formatPhone(user.primary_phone) ?? user.primary_phone) : '',
    address_line_1: address.address_line_1 ?? '',
    city: address.city ?? '',
    state_code: address.state_code ?? '',
    zip_code: address.zip_code ?? '',
    country_code: address.country_code ?? DEFAULT_COUNTRY,
  };
}

export interface ProfileFormProps {
  user: SessionUser;
  onDone: (saved: boolean) => void;
}

export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const [updateProfile] = useUpdateAccountProfileMutation();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues, unknown, ProfileOutput>({
    resolver: zodResolver(profileSchema),
    defaultValues: formValues(user),
  });
  const field = fieldProps(register, errors);

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      await updateProfile(toProfileUpdate(values)).unwrap();
      onDone(true);
    } catch {
      // spec 2 §8 'Update of existing profile fails'.
      setFailed(true);
    }
  });

  return (
    <Form
      onSubmit={onSubmit}
      noValidate
      aria-label={ACCOUNT_TEXTS.profile}
      css={(theme) => ({ marginTop: theme.spacing.md })}
    >
      <FieldRow>
        <TextField label={ACCOUNT_TEXTS.firstName} autoComplete="given-name" {...field('first_name')} />
        <TextField label={ACCOUNT_TEXTS.lastName} autoComplete="family-name" {...field('last_name')} />
      </FieldRow>
      <TextField label={ACCOUNT_TEXTS.phone} type="tel" autoComplete="tel-national" {...field('primary_phone')} />
      <TextField label={ACCOUNT_TEXTS.addressLine} autoComplete="address-line1" {...field('address_line_1')} />
      <FieldRow>
        <TextField label={ACCOUNT_TEXTS.city} autoComplete="address-level2" {...field('city')} />
        <TextField label={ACCOUNT_TEXTS.state} autoComplete="address-level1" {...field('state_code')} />
        <TextField label={ACCOUNT_TEXTS.zip} autoComplete="postal-code" inputMode="numeric" {...field('zip_code')} />
        <TextField label={ACCOUNT_TEXTS.country} autoComplete="country" {...field('country_code')} />
      </FieldRow>
      {failed && <ErrorNotice testId="account-profile-error">{ERROR_TEXTS.updateProfileFailed}</ErrorNotice>}
      <SaveCancelButtons
        save={ACCOUNT_TEXTS.save}
        cancel={ACCOUNT_TEXTS.cancel}
        busy={isSubmitting}
        onCancel={() => onDone(false)}
      />
    </Form>
  );
}
