// Footer newsletter signup (spec 2 §4 'Footer signup', §5 'Footer signup', §8): email, email consent, phone, SMS
// consent. The zod schema (react-hook-form resolver) is the shared validateFooterSignup rule, each message on the
// field it is about; validation runs on submit and again on change, in red. Sign Up stays disabled until a consent is
// checked. Hidden for signed-in users and while the session loads. Success lays 'THANK YOU FOR SIGNING UP!' over the
// form; a failure shows the server's 400 message or 'Error: Failed - Please try again later'.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTheme } from '@emotion/react';
import {
  CheckboxField,
  ERROR_TEXTS,
  FieldErrorText,
  isFooterSignUpEnabled,
  MARKETING_TEXTS,
  normalizeEmail,
  selectIsLoggedIn,
  selectSessionStatus,
  showFooterSignup,
  TextField,
  useAppSelector,
  validateFooterSignup,
  EMAIL_MESSAGES,
} from '@storefront/shared-domain';
import { isSuccessStatus, serverMessageOf, useSaveFooterSubscriberMutation } from '../../api/marketingApi';
import { currentFormType } from '../../hooks/useFormType';
import { FormFailure, primaryButton } from '../ui';

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

type FieldName = keyof FooterSignupValues;

/** The field each message of validateFooterSignup is about. */
const FIELD_OF_MESSAGE: Record<string, FieldName> = {
  [MARKETING_TEXTS.smsNeedsPhone]: 'phone',
  [MARKETING_TEXTS.phoneNeedsSmsConsent]: 'sms_consent',
  [MARKETING_TEXTS.emailConsentNeedsEmail]: 'email',
  [MARKETING_TEXTS.emailNeedsConsent]: 'email_consent',
  [EMAIL_MESSAGES.invalid]: 'email',
  [MARKETING_TEXTS.invalidPhone]: 'phone',
};

export const footerSignupSchema = z
  .object({ email: z.string(), email_consent: z.boolean(), phone: z.string(), sms_consent: z.boolean() })
  .superRefine((values, ctx) => {
    for (const message of validateFooterSignup(values)) {
      ctx.addIssue({ code: 'custom', message, path: [FIELD_OF_MESSAGE[message] ?? 'email'] });
    }
  });

const EMPTY: FooterSignupValues = { email: '', email_consent: false, phone: '', sms_consent: false };

export interface FooterSignupProps {
  /** The form on 768 px and wider (the shell's page switch 'footer signup (desktop)'). */
  desktop?: boolean;
  /** The form under 768 px (page switch 'footer signup (mobile)'). */
  mobile?: boolean;
}

export function FooterSignup({ desktop = true, mobile = true }: FooterSignupProps) {
  const theme = useTheme();
  const status = useAppSelector(selectSessionStatus);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [saveFooterSubscriber] = useSaveFooterSubscriberMutation();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FooterSignupValues>({ resolver: zodResolver(footerSignupSchema), defaultValues: EMPTY });
  const watched = useWatch({ control }) as Partial<FooterSignupValues>;

  if (!showFooterSignup({ status, loggedIn }) || (!desktop && !mobile)) return null;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const email = values.email.trim();
    const phone = values.phone.trim();
    try {
      const answer = await saveFooterSubscriber({
        ...(email ? { email: normalizeEmail(email) ?? email } : {}),
        email_consent: values.email_consent,
        ...(phone ? { phone } : {}),
        sms_consent: values.sms_consent,
        form_type: currentFormType(),
      }).unwrap();
      if (!isSuccessStatus(answer)) throw new Error(ERROR_TEXTS.footerSaveFailed);
      setDone(true);
    } catch (error) {
      const status400 = (error as { status?: unknown } | null)?.status === 400;
      setFailure((status400 && serverMessageOf(error)) || ERROR_TEXTS.footerSaveFailed);
    }
  });

  return (
    <section
      data-boundary="marketing"
      data-testid="footer-signup"
      aria-labelledby="footer-signup-title"
      css={{
        position: 'relative',
        padding: `${theme.spacing.lg} ${theme.spacing.md}`,
        background: theme.colors.surfaceDark,
        color: theme.colors.textInverse,
        borderBottom: `1px solid ${theme.colors.border}`,
        ...(desktop ? {} : { [theme.mq.tabletUp]: { display: 'none' } }),
        ...(mobile ? {} : { [theme.mq.mobile]: { display: 'none' } }),
      }}
    >
      <div css={{ maxWidth: 720, margin: '0 auto' }}>
        <h2 id="footer-signup-title" css={{ margin: 0, fontSize: theme.typography.sizes.lg, textAlign: 'center' }}>
          {FOOTER_SIGNUP_TEXTS.title}
        </h2>
        <p css={{ margin: `${theme.spacing.xs} 0 ${theme.spacing.md}`, textAlign: 'center' }}>
          {FOOTER_SIGNUP_TEXTS.intro}
        </p>
        <form
          noValidate
          onSubmit={onSubmit}
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
          <div css={{ display: 'grid', gap: theme.spacing.xs, alignContent: 'start' }}>
            <TextField
              label={FOOTER_SIGNUP_TEXTS.emailLabel}
              type="email"
              autoComplete="email"
              testId="footer-signup-email"
              registration={register('email')}
              error={errors.email}
            />
            <CheckboxField
              label={FOOTER_SIGNUP_TEXTS.emailConsent}
              testId="footer-signup-email-consent"
              registration={register('email_consent')}
            />
            <FieldErrorText error={errors.email_consent} />
          </div>
          <div css={{ display: 'grid', gap: theme.spacing.xs, alignContent: 'start' }}>
            <TextField
              label={FOOTER_SIGNUP_TEXTS.phoneLabel}
              type="tel"
              autoComplete="tel-national"
              testId="footer-signup-phone"
              registration={register('phone')}
              error={errors.phone}
            />
            <CheckboxField
              label={FOOTER_SIGNUP_TEXTS.smsConsent}
              testId="footer-signup-sms-consent"
              registration={register('sms_consent')}
            />
            <FieldErrorText error={errors.sms_consent} />
          </div>
          {failure ? (
            <FormFailure testId="footer-signup-failure" css={{ gridColumn: '1 / -1' }}>
              {failure}
            </FormFailure>
          ) : null}
          <button
            type="submit"
            data-testid="footer-signup-submit"
            disabled={!isFooterSignUpEnabled(watched) || isSubmitting}
            css={{ ...primaryButton(theme), gridColumn: '1 / -1', justifySelf: 'center', minWidth: 160 }}
          >
            {isSubmitting ? FOOTER_SIGNUP_TEXTS.submitting : FOOTER_SIGNUP_TEXTS.submit}
          </button>
        </form>
      </div>
      {done ? (
        <div
          role="status"
          data-testid="footer-signup-thank-you"
          css={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: theme.colors.surfaceDark,
            color: theme.colors.textInverse,
            fontSize: theme.typography.sizes.xl,
            fontWeight: theme.typography.weights.bold,
            letterSpacing: '0.04em',
          }}
        >
          {FOOTER_SIGNUP_TEXTS.thankYou}
        </div>
      ) : null}
    </section>
  );
}
