// Footer signup rules (spec 2 §4 "Footer signup"; §5 "Footer signup"); the email popup's and the push prompt's live in
// popups.ts, re-exported here (their own module: a bundle that decides about the popups does not carry the signup's
// validation).
import { EMAIL_MESSAGES, normalizeEmail } from './email';
import { normalizePhone } from './phone';

export * from './popups';

export const MARKETING_TEXTS = {
  smsNeedsPhone: 'Phone is required when opting for marketing SMS',
  phoneNeedsSmsConsent: 'Please check consent the checkbox for marketing SMS',
  emailConsentNeedsEmail: 'Email is required when opting for marketing emails',
  emailNeedsConsent: 'Please check consent the checkbox for marketing emails.',
  /** CHOICE: the spec has no text for a malformed phone. */
  invalidPhone: 'Invalid phone number',
  footerThankYou: 'THANK YOU FOR SIGNING UP!',
  alreadyMember: "You're already a member!",
} as const;

export interface FooterSignupInput {
  email?: string;
  email_consent?: boolean;
  phone?: string;
  sms_consent?: boolean;
}

/**
 * Footer signup messages in spec order, [] when valid. CHOICE: a present but malformed email adds the shared
 * 'Invalid email address', a malformed phone adds 'Invalid phone number'.
 */
export function validateFooterSignup(input: FooterSignupInput): string[] {
  const email = (input.email ?? '').trim();
  const phone = (input.phone ?? '').trim();
  const errors: string[] = [];
  if (input.sms_consent && !phone) errors.push(MARKETING_TEXTS.smsNeedsPhone);
  if (phone && !input.sms_consent) errors.push(MARKETING_TEXTS.phoneNeedsSmsConsent);
  if (input.email_consent && !email) errors.push(MARKETING_TEXTS.emailConsentNeedsEmail);
  if (email && !input.email_consent) errors.push(MARKETING_TEXTS.emailNeedsConsent);
  if (email && normalizeEmail(email) === null) errors.push(EMAIL_MESSAGES.invalid);
  if (phone && normalizePhone(phone) === null) errors.push(MARKETING_TEXTS.invalidPhone);
  return errors;
}

/** Sign Up is disabled until at least one consent is checked. */
export function isFooterSignUpEnabled(input: FooterSignupInput): boolean {
  return input.email_consent === true || input.sms_consent === true;
}

/** The footer signup is hidden for signed-in users and while the session loads. */
export function showFooterSignup(session: {
  status: 'loading' | 'authenticated' | 'unauthenticated';
  loggedIn: boolean;
}): boolean {
  return session.status !== 'loading' && !session.loggedIn;
}
