// What the popups remember in localStorage (spec 2 §3 'Local storage', §4 'Email popup', 'Push prompt').
// sa_popup: 'subscribed' forever, 'closed' for MARKETING_TIMING.emailPopupClosedValue units; CHOICE: the unit is days
// (the spec says "value 3, likely days"). Stored as JSON { value, expiresAt } so the expiry travels with the value; an
// expired or unreadable entry counts as no state. push_remind_after: an ISO date 2 days ahead (pushRemindAfterDate).
import {
  MARKETING_TIMING,
  pushRemindAfterDate,
  STORAGE_KEYS,
  toDate,
  type PopupState,
} from '@storefront/shared-domain';

const DAY_MS = 24 * 60 * 60 * 1000;
export const POPUP_CLOSED_FOR_MS = MARKETING_TIMING.emailPopupClosedValue * DAY_MS;

interface StoredPopupState {
  value: 'closed' | 'subscribed';
  /** ISO date; null: never expires. */
  expiresAt: string | null;
}

function storage(): Storage | null {
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

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch (error) {
    console.error(`[marketing] could not store ${key}`, error);
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

export function writePopupState(value: 'closed' | 'subscribed', now: number = Date.now()): void {
  const stored: StoredPopupState = {
    value,
    expiresAt: value === 'closed' ? new Date(now + POPUP_CLOSED_FOR_MS).toISOString() : null,
  };
  write(STORAGE_KEYS.popupState, JSON.stringify(stored));
}

export function readPushRemindAfter(): string | null {
  return read(STORAGE_KEYS.pushRemindAfter);
}

/** Allow and Cancel both push the prompt back 2 days (CHOICE: days, see pushRemindAfterDate). */
export function writePushRemindAfter(now: Date = new Date()): string {
  const iso = pushRemindAfterDate(now).toISOString();
  write(STORAGE_KEYS.pushRemindAfter, iso);
  return iso;
}
