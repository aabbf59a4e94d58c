// The look of the footer signup form, shared by the form that works (FooterSignupForm, react-hook-form + zod, loaded
// lazily) and the static stand-in painted on first load (FooterSignupPlaceholder). One layout for both, so the real
// form arrives in exactly the room the stand-in took and nothing on the page moves.
import type { FormEvent, Ref } from 'react';
import { useTheme } from '@emotion/react';
import { MARKETING_TEXTS } from '@storefront/shared-domain';
import { CheckboxField, FieldErrorText, TextField, type FieldErrorLike } from '@storefront/ui';
import { primaryButton } from '../ui';
import { FormFailure } from '../ui/FormFailure';

export const FOOTER_SIGNUP_TEXTS = {
  title: 'Sign up for exclusive deals',
  intro: 'Be the first to hear about sales, new arrivals and install tips.',
  emailLabel: 'Email address',
  emailConsent: 'Yes, send me marketing emails',
  phoneLabel: 'Mobile phone',
  smsConsent: 'Yes, send me marketing text messages. Message and data rates may apply. Reply STOP to cancel.',
  submit: 'Sign Up',
  submitting: 'Signing up...',
  thankYou: MARKETING_TEXTS.footerThankYou,
} as const;

export interface FooterSignupValues {
  email: string;
  email_consent: boolean;
  phone: string;
  sms_consent: boolean;
}

export type FooterSignupField = keyof FooterSignupValues;

/** What a field of the layout is wired to: react-hook-form's register(name), or the stand-in's plain input. */
export type FieldRegistration = Parameters<typeof TextField>[0]['registration'];

export interface FooterSignupFormLayoutProps {
  testId: string;
  /** The thank-you lies over the form: it stays in place (keeping the section's height) but hidden and inert. */
  done: boolean;
  registration(name: FooterSignupField): FieldRegistration;
  errors?: Partial<Record<FooterSignupField, FieldErrorLike>>;
  failure?: string | null;
  submitting?: boolean;
  submitDisabled: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  formRef?: Ref<HTMLFormElement>;
}

/** The two columns: a way to reach the shopper, and the consent to market through it. */
const CHANNELS = [
  {
    field: 'email',
    label: FOOTER_SIGNUP_TEXTS.emailLabel,
    type: 'email',
    autoComplete: 'email',
    testId: 'marketing-footer-signup-email',
    consent: 'email_consent',
    consentLabel: FOOTER_SIGNUP_TEXTS.emailConsent,
    consentTestId: 'marketing-footer-signup-email-consent',
  },
  {
    field: 'phone',
    label: FOOTER_SIGNUP_TEXTS.phoneLabel,
    type: 'tel',
    autoComplete: 'tel-national',
    testId: 'marketing-footer-signup-phone',
    consent: 'sms_consent',
    consentLabel: FOOTER_SIGNUP_TEXTS.smsConsent,
    consentTestId: 'marketing-footer-signup-sms-consent',
  },
] as const;

export function FooterSignupFormLayout({
  testId,
  done,
  registration,
  errors = {},
  failure = null,
  submitting = false,
  submitDisabled,
  onSubmit,
  formRef,
}: FooterSignupFormLayoutProps) {
  const theme = useTheme();
  const column = { display: 'grid', gap: theme.spacing.xs, alignContent: 'start' } as const;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      data-testid={testId}
      aria-hidden={done || undefined}
      inert={done || undefined}
      css={{
        display: 'grid',
        gap: theme.spacing.sm,
        gridTemplateColumns: '1fr',
        [theme.mq.tabletUp]: { gridTemplateColumns: '1fr 1fr' },
        visibility: done ? 'hidden' : 'visible',
      }}
    >
      {CHANNELS.map(({ field, consent, consentLabel, consentTestId, ...props }) => (
        <div key={field} css={column}>
          <TextField {...props} registration={registration(field)} error={errors[field]} />
          <CheckboxField label={consentLabel} testId={consentTestId} registration={registration(consent)} />
          <FieldErrorText error={errors[consent]} />
        </div>
      ))}
      {failure ? (
        <FormFailure testId="marketing-footer-signup-failure" css={{ gridColumn: '1 / -1' }}>
          {failure}
        </FormFailure>
      ) : null}
      <button
        type="submit"
        data-testid="marketing-footer-signup-submit"
        disabled={submitDisabled}
        css={{ ...primaryButton(theme), gridColumn: '1 / -1', justifySelf: 'center', minWidth: 160 }}
      >
        {submitting ? FOOTER_SIGNUP_TEXTS.submitting : FOOTER_SIGNUP_TEXTS.submit}
      </button>
    </form>
  );
}
