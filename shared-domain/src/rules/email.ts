// Email normalisation and validation; popup email messages (spec 2 §5 "Email normalisation", "Popup email").
import { CONTACT_LIMITS } from '@storefront/shared-domain/runtime';

export const EMAIL_MESSAGES = {
  requiredMobile: 'Your email address is required',
  requiredDesktop: 'Email address is required',
  invalidMobile: 'invalid email address',
  invalid: 'Invalid email address',
  missing: 'No email supplied to form',
} as const;

/** Misspelt provider names (the label before the top-level domain) and their correction. */
export const EMAIL_PROVIDER_TYPOS: Readonly<Record<string, string>> = {
  gmial: 'gmail',
  gmai: 'gmail',
  gmal: 'gmail',
  gmil: 'gmail',
  gamil: 'gmail',
  gmaill: 'gmail',
  gnail: 'gmail',
  gmali: 'gmail',
  hotmial: 'hotmail',
  hotmai: 'hotmail',
  hotmal: 'hotmail',
  hotmil: 'hotmail',
  hotmaill: 'hotmail',
  homail: 'hotmail',
  hotmali: 'hotmail',
  hotnail: 'hotmail',
  yaho: 'yahoo',
  yahooo: 'yahoo',
  yhoo: 'yahoo',
  yahho: 'yahoo',
  yaoo: 'yahoo',
  outlok: 'outlook',
  outloo: 'outlook',
  outlool: 'outlook',
  iclod: 'icloud',
  icoud: 'icloud',
};

/** Misspelt top-level domains corrected to 'com' (spec: cm, om; CHOICE: also con, cmo, ocm). */
export const EMAIL_TLD_TYPOS: Readonly<Record<string, string>> = {
  cm: 'com',
  om: 'com',
  con: 'com',
  cmo: 'com',
  ocm: 'com',
};

const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
const TLD = new RegExp(`^[a-z]{${CONTACT_LIMITS.emailTldMinLength},${CONTACT_LIMITS.emailTldMaxLength}}$`);

/** Spaces removed, 'mailto:' and leading dots stripped, lowercased, provider and TLD typos corrected (no validation). */
export function cleanEmail(raw: string): string {
  let s = typeof raw === 'string' ? raw.replace(/\s+/g, '') : '';
  s = s
    .replace(/^mailto:/i, '')
    .replace(/^\.+/, '')
    .toLowerCase();
  const at = s.lastIndexOf('@');
  if (at === -1) return s;
  const labels = s.slice(at + 1).split('.');
  if (labels.length >= 2) {
    const last = labels.length - 1;
    labels[last] = EMAIL_TLD_TYPOS[labels[last]] ?? labels[last];
    labels[0] = EMAIL_PROVIDER_TYPOS[labels[0]] ?? labels[0];
  }
  return `${s.slice(0, at)}@${labels.join('.')}`;
}

/** Standard pattern, TLD of 2 to 7 letters, total <= 254, local part <= 64, each domain label <= 63. */
export function isValidEmail(email: string): boolean {
  if (typeof email !== 'string' || email.length === 0 || email.length > CONTACT_LIMITS.emailMaxLength) return false;
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts;
  if (local.length === 0 || local.length > CONTACT_LIMITS.emailLocalMaxLength || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((l) => l.length <= CONTACT_LIMITS.emailLabelMaxLength && DOMAIN_LABEL.test(l))) return false;
  return TLD.test(labels[labels.length - 1]);
}

/** The normalised email, or null when it is invalid after normalisation. */
export function normalizeEmail(raw: string): string | null {
  const email = cleanEmail(raw);
  return isValidEmail(email) ? email : null;
}

/** Shared validator: 'No email supplied to form' when blank, 'Invalid email address' when invalid, else null. */
export function sharedEmailError(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.trim() === '') return EMAIL_MESSAGES.missing;
  return normalizeEmail(value) === null ? EMAIL_MESSAGES.invalid : null;
}

const MOBILE_POPUP_PATTERN = new RegExp(
  `^[^\\s@]+@[^\\s@]+\\.[A-Za-z]{${CONTACT_LIMITS.popupMobileTldMinLength},${CONTACT_LIMITS.popupMobileTldMaxLength}}$`,
);

export type FormDevice = 'mobile' | 'desktop';

/**
 * Popup email field: required message per device; on mobile the {email} pattern with a 2 to 4 letter TLD
 * ('invalid email address'). CHOICE: the spec gives no desktop pattern, so desktop uses the shared validator
 * ('Invalid email address').
 */
export function popupEmailError(value: string | null | undefined, device: FormDevice): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return device === 'mobile' ? EMAIL_MESSAGES.requiredMobile : EMAIL_MESSAGES.requiredDesktop;
  if (device === 'mobile') return MOBILE_POPUP_PATTERN.test(text) ? null : EMAIL_MESSAGES.invalidMobile;
  return sharedEmailError(text);
}

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

/** Submit is disabled while the email is empty or invalid, submitting, or done. */
export function isPopupSubmitDisabled(input: {
  email: string | null | undefined;
  device: FormDevice;
  status: SubmitStatus;
}): boolean {
  return (
    input.status === 'submitting' || input.status === 'success' || popupEmailError(input.email, input.device) !== null
  );
}
