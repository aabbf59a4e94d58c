import { apiErrorCode, apiErrorMessage, apiErrorStatus } from '@storefront/shared-domain';
import { REVIEW_FORM_TEXTS } from './texts';

const T = REVIEW_FORM_TEXTS;

/** The service's refusal in words: known codes get this form's sentence, others the service's own message. */
export function reviewSubmitErrorText(error: unknown): string {
  const status = apiErrorStatus(error);
  const code = apiErrorCode(error);
  if (code && T.serverErrors[code]) return T.serverErrors[code];
  if (status === 401) return T.serverErrors.unauthorized!;
  if (status === 413) return T.serverErrors.payload_too_large!;
  return apiErrorMessage(error);
}
