// What the popups remember in localStorage (spec 2 §3 'Local storage', §4 'Email popup', 'Push prompt').
// sa_popup: 'subscribed' forever, 'closed' for MARKETING_TIMING.emailPopupClosedValue units; CHOICE: the unit is days
// (the spec says "value 3, likely days"). Stored as JSON { value, expiresAt } so the expiry travels with the value; an
// expired or unreadable entry counts as no state. push_remind_after: an ISO date 2 days ahead (pushRemindAfterDate).
// The popups' roots read the answers here on every page (the marketing frame), before they fetch any popup code; the
// writing side (rememberPopupAnswers.ts) comes with that code.
import { STORAGE_KEYS, toDate, type PopupState, type PushPermission } from '@storefront/shared-domain';

export interface StoredPopupState {
  value: 'closed' | 'subscribed';
  /** ISO date; null: never expires. */
  expiresAt: string | null;
}

export function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy settings): behave as if nothing was remembered
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readPopupState(now: number = Date.now()): PopupState {
  const raw = read(STORAGE_KEYS.popupState);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredPopupState> | null;
    if (!stored || (stored.value !== 'closed' && stored.value !== 'subscribed')) return null;
    if (stored.expiresAt === null || stored.expiresAt === undefined) {
      return stored.value === 'subscribed' ? 'subscribed' : null;
    }
    const expiry = toDate(stored.expiresAt);
    return expiry && expiry.getTime() > now ? stored.value : null;
  } catch {
    return null;
  }
}

export function readPushRemindAfter(): string | null {
  return read(STORAGE_KEYS.pushRemindAfter);
}

export function currentPushPermission(): PushPermission {
  return typeof Notification === 'undefined' ? null : (Notification.permission as PushPermission);
}

/**
 * The push prompt cannot be due now whatever the page: the browser holds the shopper's answer (or has no
 * notifications), or they answered the prompt and its remind-after date is still ahead. shouldShowPushPrompt says no
 * in each of these cases; it needs the email popup's rule besides, so it runs in the prompt's own chunk.
 */
export function pushPromptAnswered(now: number = Date.now()): boolean {
  const permission = currentPushPermission();
  if (permission !== 'default' && permission !== 'prompt') return true;
  const remindAfter = toDate(readPushRemindAfter());
  return remindAfter !== null && remindAfter.getTime() > now;
}
