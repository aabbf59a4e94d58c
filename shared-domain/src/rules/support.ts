// Support chat hours (spec 2 §1: "Support hours: 09:00-17:30 every day, US only, English"; the chat button shows
// only to signed-in users, see showChatButton).
import { STORE_CONTACT } from '../constants';
import { wallTimeIn } from './zonedTime';

const HOURS = STORE_CONTACT.supportHours;

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** True from the opening minute up to (not including) the closing minute, New York time. */
export function isSupportOpen(now: Date): boolean {
  const { hour, minute } = wallTimeIn(now, HOURS.timeZone);
  const minutes = hour * 60 + minute;
  return minutes >= minutesOf(HOURS.opens) && minutes < minutesOf(HOURS.closes);
}

function twelveHour(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Who support serves (spec 1 §1: 'Support hours: 09:00-17:30 every day, US only, English'). */
export const SUPPORT_SCOPE_TEXT = 'US only, English';

/** 'Support hours: 9:00 AM - 5:30 PM ET, every day' (CHOICE: wording of the hours line). */
export function supportHoursText(): string {
  return `Support hours: ${twelveHour(HOURS.opens)} - ${twelveHour(HOURS.closes)} ET, every day`;
}

/** What the chat button says now (CHOICE texts). */
export function supportStatusText(now: Date): string {
  return isSupportOpen(now) ? 'Chat with us - we are online' : `We are offline. ${supportHoursText()}`;
}
