// The signup forms' bodies, already parsed by their schemas, read as consent requests. The rules a schema cannot say
// (the footer's shared field rules, a phone that must normalise) answer 400 here, before any record is read.
import type { z } from 'zod';
import { HttpError } from '@storefront/service-platform';
import { isFooterSignUpEnabled, normalizeEmail, normalizePhone, validateFooterSignup } from '@storefront/shared-domain';
import type { ConsentRequest } from '../domain/consent-update';
import type { footerBody, popupBody, updateSubscriberBody } from './schemas';

export function footerSignupRequest(body: z.infer<typeof footerBody>): ConsentRequest {
  const input = {
    email: body.email ?? undefined,
    phone: body.phone ?? undefined,
    email_consent: body.email_consent ?? false,
    sms_consent: body.sms_consent ?? false,
  };
  const errors = validateFooterSignup(input);
  if (errors.length > 0) throw new HttpError(400, 'invalid_request', errors.join('; '));
  if (!isFooterSignUpEnabled(input)) {
    throw new HttpError(400, 'invalid_request', 'At least one consent (email or SMS) is required');
  }
  return {
    email: input.email?.trim() ? (normalizeEmail(input.email) ?? undefined) : undefined,
    phone: input.phone?.trim() ? (normalizePhone(input.phone) ?? undefined) : undefined,
    email_consent: input.email_consent,
    sms_consent: input.sms_consent,
    form_type: body.form_type,
    form: 'footer',
  };
}

export function updateSubscriberRequest(body: z.infer<typeof updateSubscriberBody>): ConsentRequest {
  let phone: string | undefined;
  if (body.phone) {
    phone = normalizePhone(body.phone) ?? undefined;
    if (!phone) throw new HttpError(400, 'invalid_request', 'Invalid phone number');
    if (!body.sms_consent)
      throw new HttpError(400, 'invalid_request', 'Please check consent the checkbox for marketing SMS');
  }
  return {
    email: body.email,
    phone,
    email_consent: true,
    sms_consent: Boolean(body.sms_consent && phone),
    form_type: body.form_type,
    form: 'update',
  };
}

export function popupSignupRequest(body: z.infer<typeof popupBody>): ConsentRequest {
  return {
    email: body.email,
    email_consent: true,
    popup_code: body.popup_code ?? null,
    form_type: body.form_type,
    form: 'popup',
  };
}
