import type { ConsentChanges, ConsentSource, SubscriberDoc } from '../models';

/** What a signup form asks for. */
export interface ConsentRequest {
  email?: string;
  phone?: string;
  email_consent?: boolean;
  sms_consent?: boolean;
  form: ConsentSource['form'];
  form_type: 'mobile' | 'desktop';
  popup_code?: string | null;
}

/** A record is found by its email, or by its phone when it has no email. */
export type SubscriberFilter = { email: string } | { phone: string };

/** Fields to set on `existing` (null: no record yet) for `request`, and the consent changes they make. */
export function consentUpdate(
  existing: SubscriberDoc | null,
  request: Pick<ConsentRequest, 'phone' | 'email_consent' | 'sms_consent'>,
  now: Date,
): { set: Partial<SubscriberDoc>; changes: ConsentChanges } {
  const set: Partial<SubscriberDoc> = {};
  const changes: ConsentChanges = {};
  const phoneChanges = Boolean(request.phone) && request.phone !== existing?.phone;
  if (request.phone && phoneChanges) set.phone = changes.phone = request.phone;
  if (
    request.email_consent &&
    (!existing?.email_consent || existing.email_opted_out_ts || !existing.email_consent_ts)
  ) {
    set.email_consent = changes.email_consent = true;
    set.email_consent_ts = now;
    set.email_opted_out_ts = null;
  }
  // Consent to texts is consent for that number: a new number is stamped again.
  if (request.sms_consent && (!existing?.sms_consent || !existing.sms_consent_ts || phoneChanges)) {
    set.sms_consent = changes.sms_consent = true;
    set.sms_consent_ts = now;
  }
  return { set, changes };
}
