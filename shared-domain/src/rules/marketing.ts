// Footer signup, email popup and push prompt rules (spec 2 §4 "Email popup", "Footer signup", "Push prompt"; §5 "Footer signup").
import { PATHS } from '@storefront/shared-domain/runtime';
import { toDate, type DateInput } from './dates';
import { EMAIL_MESSAGES, normalizeEmail } from './email';
import { normalizePhone } from './phone';

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

export type PopupState = 'closed' | 'subscribed' | null;

/** The popup never opens on a path containing one of the excluded paths. */
export function isEmailPopupExcludedPath(path: string): boolean {
  return PATHS.emailPopupExcluded.some((p) => (path ?? '').includes(p));
}

export interface EmailPopupContext {
  accountId?: string | number | null;
  hasEmailConsent?: boolean;
  popupState?: PopupState;
  mobileNavShowing?: boolean;
  path: string;
}

/**
 * The popup opens (after 6000 ms) unless the user has an account_id, already has email consent, the state is closed or
 * subscribed, the mobile nav is showing, or the path is excluded. CHOICE: an account id of '' counts as none.
 */
export function shouldOpenEmailPopup(ctx: EmailPopupContext): boolean {
  if (ctx.accountId !== null && ctx.accountId !== undefined && ctx.accountId !== '') return false;
  if (ctx.hasEmailConsent) return false;
  if (ctx.popupState === 'closed' || ctx.popupState === 'subscribed') return false;
  if (ctx.mobileNavShowing) return false;
  return !isEmailPopupExcludedPath(ctx.path);
}

export interface ConsentCheck {
  id?: string | number | null;
  email_consent?: boolean | number | null;
  email_consent_ts?: string | null;
  email_opted_out_ts?: string | null;
}

export type PopupSubmitOutcome = 'already-member' | 'update-existing' | 'new-subscriber';

/**
 * After the consent check: an account with consent, a consent timestamp and no opt-out timestamp is already a member;
 * an account without active consent is updated (then the same message); no account: a new subscriber is saved.
 */
export function popupSubmitOutcome(check: ConsentCheck | null | undefined): PopupSubmitOutcome {
  if (!check || check.id === null || check.id === undefined || check.id === '') return 'new-subscriber';
  const consent = check.email_consent === true || check.email_consent === 1;
  if (consent && Boolean(check.email_consent_ts) && !check.email_opted_out_ts) return 'already-member';
  return 'update-existing';
}

export type PushPermission = 'default' | 'granted' | 'denied' | 'prompt' | null | undefined;

export interface PushPromptContext {
  /** Notification.permission; null/undefined when push is unsupported. */
  permission: PushPermission;
  mobileNavShowing?: boolean;
  /** shouldOpenEmailPopup(...) for this page. */
  emailPopupDue?: boolean;
  popupState?: PopupState;
  /** Stored push_remind_after value. */
  remindAfter?: DateInput | null;
  now: Date;
}

/**
 * The push dialog opens only if permission is neither granted nor denied, the mobile nav is not displayed, the email
 * popup is not due (a due popup that is not closed or subscribed suppresses it), and any remind-after date has passed.
 */
export function shouldShowPushPrompt(ctx: PushPromptContext): boolean {
  if (ctx.permission !== 'default' && ctx.permission !== 'prompt') return false;
  if (ctx.mobileNavShowing) return false;
  if (ctx.emailPopupDue && ctx.popupState !== 'closed' && ctx.popupState !== 'subscribed') return false;
  const remind = toDate(ctx.remindAfter ?? null);
  return !remind || ctx.now.getTime() >= remind.getTime();
}
