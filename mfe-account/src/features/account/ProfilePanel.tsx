// Profile card of the dashboard: name, email, phone shown as (###) ###-#### (shared-domain formatPhone), address;
// Edit opens a form that saves a normalised ProfileUpdate (phone as 10 digits, codes upper-case).
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
  type Address,
  type ProfileUpdate,
  type SessionUser,
  TextField,
} from '@storefront/shared-domain';
import { useUpdateAccountProfileMutation } from '../../api/account';
import { FieldRow, Form } from '../../components/fields';
import { optionalText, requiredText } from '../../components/formSchemas';
import { Button, ErrorNotice, Facts, Panel, Row, SectionTitle, SuccessNotice } from '../../components/ui';
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

function addressLines(address: Address | undefined): string[] {
  if (!address) return [];
  const cityLine = [address.city, [address.state_code, address.zip_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.address_line_1, cityLine, address.country_code].filter((line): line is string => Boolean(line));
}

export function ProfilePanel({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const phone = user.primary_phone ? (formatPhone(user.primary_phone) ?? user.primary_phone) : '';
  const lines = addressLines(user.address);

  return (
    <Panel aria-labelledby="account-profile-heading" data-testid="account-profile">
      <Row css={{ justifyContent: 'space-between' }}>
        <SectionTitle id="account-profile-heading" css={{ margin: 0 }}>
          {ACCOUNT_TEXTS.profile}
        </SectionTitle>
        {!editing && (
          <Button
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
            aria-label={`${ACCOUNT_TEXTS.edit} ${ACCOUNT_TEXTS.profile.toLowerCase()}`}
          >
            {ACCOUNT_TEXTS.edit}
          </Button>
        )}
      </Row>
      {editing ? (
        <ProfileForm
          user={user}
          onDone={(didSave) => {
            setEditing(false);
            setSaved(didSave);
          }}
        />
      ) : (
        <Facts css={(theme) => ({ marginTop: theme.spacing.md })}>
          <dt>{ACCOUNT_TEXTS.name}</dt>
          <dd data-testid="account-profile-name">{fullName || ACCOUNT_TEXTS.notGiven}</dd>
          <dt>{ACCOUNT_TEXTS.email}</dt>
          <dd data-testid="account-email">{user.email}</dd>
          <dt>{ACCOUNT_TEXTS.phone}</dt>
          <dd data-testid="account-profile-phone">{phone || ACCOUNT_TEXTS.notGiven}</dd>
          <dt>{ACCOUNT_TEXTS.address}</dt>
          <dd data-testid="account-profile-address">
            {lines.length ? lines.map((line) => <div key={line}>{line}</div>) : ACCOUNT_TEXTS.notGiven}
          </dd>
        </Facts>
      )}
      {saved && !editing && <SuccessNotice testId="account-profile-saved">{ACCOUNT_TEXTS.profileSaved}</SuccessNotice>}
    </Panel>
  );
}

function ProfileForm({ user, onDone }: { user: SessionUser; onDone: (saved: boolean) => void }) {
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
        <TextField
          label={ACCOUNT_TEXTS.firstName}
          autoComplete="given-name"
          registration={register('first_name')}
          error={errors.first_name}
        />
        <TextField
          label={ACCOUNT_TEXTS.lastName}
          autoComplete="family-name"
          registration={register('last_name')}
          error={errors.last_name}
        />
      </FieldRow>
      <TextField
        label={ACCOUNT_TEXTS.phone}
        type="tel"
        autoComplete="tel-national"
        registration={register('primary_phone')}
        error={errors.primary_phone}
      />
      <TextField
        label={ACCOUNT_TEXTS.addressLine}
        autoComplete="address-line1"
        registration={register('address_line_1')}
        error={errors.address_line_1}
      />
      <FieldRow>
        <TextField
          label={ACCOUNT_TEXTS.city}
          autoComplete="address-level2"
          registration={register('city')}
          error={errors.city}
        />
        <TextField
          label={ACCOUNT_TEXTS.state}
          autoComplete="address-level1"
          registration={register('state_code')}
          error={errors.state_code}
        />
        <TextField
          label={ACCOUNT_TEXTS.zip}
          autoComplete="postal-code"
          inputMode="numeric"
          registration={register('zip_code')}
          error={errors.zip_code}
        />
        <TextField
          label={ACCOUNT_TEXTS.country}
          autoComplete="country"
          registration={register('country_code')}
          error={errors.country_code}
        />
      </FieldRow>
      {failed && <ErrorNotice testId="account-profile-error">{ERROR_TEXTS.updateProfileFailed}</ErrorNotice>}
      <Row>
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {ACCOUNT_TEXTS.save}
        </Button>
        <Button onClick={() => onDone(false)} disabled={isSubmitting}>
          {ACCOUNT_TEXTS.cancel}
        </Button>
      </Row>
    </Form>
  );
}
