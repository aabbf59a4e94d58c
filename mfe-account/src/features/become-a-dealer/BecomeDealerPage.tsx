// /pages/become-a-dealer: the dealer application, POST /api/account/dealer-applications (DealerApplicationInput)
// -> 201 { data: { id, status } }. Open to guests and signed-in customers alike; the service refuses a second
// application from the same email within a day (409 application_exists), shown like every other error.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_RULES,
  MARKETING_TEXTS,
  apiErrorMessage,
  isValidPhone,
  normalizeEmail,
  normalizePhone,
  type DealerApplicationInput,
} from '@storefront/shared-domain';
import { BusyButton, TextAreaField, TextField } from '@storefront/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { useApplyForDealerMutation } from '../../api/dealer';
import { fieldProps, FieldRow, Form } from '../../components/fields';
import { optionalText, requiredEmail, requiredText } from '../../components/formSchemas';
import { AccountScreen, ErrorNotice, Muted, PageTitle, SuccessNotice } from '../../components/ui';

export const BECOME_DEALER_TEXTS = {
  title: 'Become a Dealer',
  intro:
    'Sell our products in your store. Tell us about your business and our dealer team will review your application.',
  companyName: 'Company name',
  contactName: 'Contact name',
  email: 'Email',
  phone: 'Phone',
  website: 'Website (optional)',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  taxId: 'Tax ID (optional)',
  message: 'Message (optional)',
  submit: 'Submit application',
  success: 'Thank you! Your application has been received. Our dealer team will contact you.',
  stateFormat: 'Use the 2-letter state code.',
  zipFormat: 'Use a 5-digit ZIP code (or ZIP+4).',
  websiteFormat: 'Enter a website address such as example.com.',
} as const;

const ZIP = ADDRESS_RULES.usZipPattern;
const STATE = ADDRESS_RULES.twoLetterCodePattern;
const WEBSITE = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d+)?(\/\S*)?$/i;
/** CHOICE: applications come from US businesses (the locator and ZIP codes are US only). */
const COUNTRY = 'US';

const applicationSchema = z.object({
  company_name: requiredText(200),
  contact_name: requiredText(200),
  email: requiredEmail(),
  phone: requiredText(32).check(z.refine(isValidPhone, MARKETING_TEXTS.invalidPhone)),
  website: optionalText(200).check(
    z.refine((value) => value === '' || WEBSITE.test(value), BECOME_DEALER_TEXTS.websiteFormat),
  ),
  address_line_1: requiredText(200),
  city: requiredText(100),
  state_code: requiredText(2).check(z.refine((value) => STATE.test(value), BECOME_DEALER_TEXTS.stateFormat)),
  zip_code: requiredText(10).check(z.refine((value) => ZIP.test(value), BECOME_DEALER_TEXTS.zipFormat)),
  tax_id: optionalText(50),
  message: optionalText(2000),
});

type ApplicationValues = z.input<typeof applicationSchema>;
type ApplicationOutput = z.output<typeof applicationSchema>;

const EMPTY: ApplicationValues = {
  company_name: '',
  contact_name: '',
  email: '',
  phone: '',
  website: '',
  address_line_1: '',
  city: '',
  state_code: '',
  zip_code: '',
  tax_id: '',
  message: '',
};

/** The POST body: email normalised, phone as 10 digits, state upper-case, blank optional fields left out. */
export function toDealerApplication(values: ApplicationOutput): DealerApplicationInput {
  const input: DealerApplicationInput = {
    company_name: values.company_name,
    contact_name: values.contact_name,
    email: normalizeEmail(values.email) ?? values.email,
    phone: normalizePhone(values.phone) ?? values.phone,
    address: {
      address_line_1: values.address_line_1,
      city: values.city,
      state_code: values.state_code.toUpperCase(),
      zip_code: values.zip_code,
      country_code: COUNTRY,
    },
  };
  if (values.website) input.website = values.website;
  if (values.tax_id) input.tax_id = values.tax_id;
  if (values.message) input.message = values.message;
  return input;
}

/** The intro and the form; `onReceived` once the service has the application. */
function ApplicationForm({ onReceived }: { onReceived(): void }) {
  const [apply, { isLoading }] = useApplyForDealerMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationValues, unknown, ApplicationOutput>({
    resolver: zodResolver(applicationSchema),
    defaultValues: EMPTY,
  });
  const field = fieldProps(register, errors);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apply(toDealerApplication(values)).unwrap();
      onReceived();
    } catch (error) {
      setFailure(apiErrorMessage(error));
    }
  });

  return (
    <>
      <Muted>{BECOME_DEALER_TEXTS.intro}</Muted>
      <Form
        onSubmit={submit}
        noValidate
        data-testid="account-become-dealer-form"
        css={(theme) => ({ maxWidth: 720, marginTop: theme.spacing.md })}
      >
        <FieldRow>
          <TextField label={BECOME_DEALER_TEXTS.companyName} {...field('company_name')} autoComplete="organization" />
          <TextField label={BECOME_DEALER_TEXTS.contactName} {...field('contact_name')} autoComplete="name" />
        </FieldRow>
        <FieldRow>
          <TextField label={BECOME_DEALER_TEXTS.email} {...field('email')} type="email" autoComplete="email" />
          <TextField label={BECOME_DEALER_TEXTS.phone} {...field('phone')} type="tel" autoComplete="tel" />
        </FieldRow>
        <TextField label={BECOME_DEALER_TEXTS.website} {...field('website')} type="url" autoComplete="url" />
        <TextField label={BECOME_DEALER_TEXTS.address} {...field('address_line_1')} autoComplete="address-line1" />
        <FieldRow>
          <TextField label={BECOME_DEALER_TEXTS.city} {...field('city')} autoComplete="address-level2" />
          <TextField
            label={BECOME_DEALER_TEXTS.state}
            {...field('state_code')}
            maxLength={2}
            autoComplete="address-level1"
          />
          <TextField
            label={BECOME_DEALER_TEXTS.zip}
            {...field('zip_code')}
            inputMode="numeric"
            maxLength={10}
            autoComplete="postal-code"
          />
        </FieldRow>
        <TextField label={BECOME_DEALER_TEXTS.taxId} {...field('tax_id')} />
        <TextAreaField label={BECOME_DEALER_TEXTS.message} {...field('message')} />
        {failure ? <ErrorNotice testId="account-become-dealer-error">{failure}</ErrorNotice> : null}
        <div>
          <BusyButton type="submit" variant="primary" busy={isLoading || isSubmitting}>
            {BECOME_DEALER_TEXTS.submit}
          </BusyButton>
        </div>
      </Form>
    </>
  );
}

export function BecomeDealerPage() {
  const [received, setReceived] = useState(false);
  return (
    <AccountScreen testId="account-become-dealer-page">
      <PageTitle>{BECOME_DEALER_TEXTS.title}</PageTitle>
      {received ? (
        <SuccessNotice testId="account-become-dealer-success">{BECOME_DEALER_TEXTS.success}</SuccessNotice>
      ) : (
        <ApplicationForm onReceived={() => setReceived(true)} />
      )}
    </AccountScreen>
  );
}
