// Error texts and the error banner (spec 1 §2, spec 2 §5 "Field-error wrapper", §8 "Error catalogue").

export const ERROR_TEXTS = {
  genericScreen: 'Oops, there is an error!',
  tryAgain: 'Try again?',
  fetchFailed: 'An error occurred while fetching the data.',
  required: 'Required',
  fieldError: 'Field error',
  updateProfileFailedTypo: 'Error: Failed to update exisiting profile',
  updateProfileFailed: 'Error: Failed to update existing profile',
  updateSubscriberFailed: 'Failed to update subscriber',
  footerSaveFailed: 'Error: Failed - Please try again later',
  newSubscriberFailed: 'Error: Failed to save new subscriber',
  orderMissing: 'Order information is missing.',
  orderTotalMissing: 'Order total or order number is missing.',
  serviceWorkerFailed: 'Service worker registration failed',
  serviceWorkersUnsupported: 'Service workers are not supported by this browser',
  pushUnsupported: 'Push notifications are not supported by this browser',
} as const;

export const INVARIANT_PREFIX = 'Invariant failed:';

/**
 * The message with a leading 'Invariant failed:' removed and the rest trimmed. CHOICE: the bare 'Invariant failed'
 * (what tiny-invariant throws in production, without a message) becomes ''.
 */
export function stripInvariantPrefix(message: string): string {
  const text = typeof message === 'string' ? message.trim() : '';
  if (text.startsWith(INVARIANT_PREFIX)) return text.slice(INVARIANT_PREFIX.length).trim();
  if (text === INVARIANT_PREFIX.slice(0, -1)) return '';
  return text;
}

/** Banner text, or null when the banner is hidden (empty after stripping). */
export function errorBannerText(message: string | null | undefined): string | null {
  const text = stripInvariantPrefix(message ?? '');
  return text === '' ? null : text;
}

/** Field-error wrapper: the message, or 'Required' for a required error, or 'Field error' when there is no message. */
export function fieldErrorText(error: { type?: string; message?: string | null } | null | undefined): string | null {
  if (!error) return null;
  if (error.message && error.message.trim() !== '') return error.message;
  return error.type === 'required' ? ERROR_TEXTS.required : ERROR_TEXTS.fieldError;
}
