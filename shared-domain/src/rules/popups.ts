// Email popup and push prompt rules (spec 2 §4 "Email popup", "Push prompt").
import { PATHS } from '@storefront/shared-domain/runtime';
import { toDate, type DateInput } from './dates';

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
