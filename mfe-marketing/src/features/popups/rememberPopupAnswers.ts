// The popups' answers as they store them (the format and lifetimes: popupStorage.ts). Only the popups' own code writes
// them, so this stays out of the marketing frame that every page loads.
import { MARKETING_TIMING, pushRemindAfterDate, STORAGE_KEYS } from '@storefront/shared-domain';
import { storage, type StoredPopupState } from './popupStorage';

const DAY_MS = 24 * 60 * 60 * 1000;
export const POPUP_CLOSED_FOR_MS = MARKETING_TIMING.emailPopupClosedValue * DAY_MS;

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch (error) {
    console.error(`[marketing] could not store ${key}`, error);
  }
}

export function writePopupState(value: 'closed' | 'subscribed', now: number = Date.now()): void {
  const stored: StoredPopupState = {
    value,
    expiresAt: value === 'closed' ? new Date(now + POPUP_CLOSED_FOR_MS).toISOString() : null,
  };
  write(STORAGE_KEYS.popupState, JSON.stringify(stored));
}

/** Allow and Cancel both push the prompt back 2 days (CHOICE: days, see pushRemindAfterDate). */
export function writePushRemindAfter(now: Date = new Date()): string {
  const iso = pushRemindAfterDate(now).toISOString();
  write(STORAGE_KEYS.pushRemindAfter, iso);
  return iso;
}
