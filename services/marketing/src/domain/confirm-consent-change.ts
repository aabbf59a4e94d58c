import { HttpError, tokenHash, trusted } from '@storefront/service-platform';
import type { ConsentSource, MarketingModels, SubscriberDoc } from '../models';
import { applyConsentToRecord } from './apply-consent-to-record';
import type { ConsentRequest } from './consent-update';

/** Who followed the link, added to the pending change's own source. */
export type ConfirmingVisitor = Pick<ConsentSource, 'accountId' | 'ipHash'>;

/** Applies a pending change once: the record's owner followed the link with `token` before it expired. */
export async function confirmConsentChange(
  models: Pick<MarketingModels, 'Subscriber' | 'ConsentEvent' | 'PendingConsentChange'>,
  token: string,
  visitor: ConfirmingVisitor,
): Promise<void> {
  const pending = await models.PendingConsentChange.findOneAndDelete({
    tokenHash: tokenHash(token),
    expiresAt: trusted({ $gt: new Date() }),
  }).lean();
  if (!pending) throw new HttpError(404, 'confirmation_not_found', 'This confirmation link is invalid or has expired');
  const filter = pending.email ? { email: pending.email } : { phone: pending.phone! };
  const request: ConsentRequest = {
    ...filter,
    phone: pending.changes.phone,
    email_consent: pending.changes.email_consent,
    sms_consent: pending.changes.sms_consent,
    form: pending.source.form,
    form_type: pending.source.form_type ?? 'desktop',
    popup_code: pending.source.popup_code,
  };
  const source: ConsentSource = { ...pending.source, verifiedBy: 'confirmation_link', ...visitor };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const existing = await models.Subscriber.findOne(filter).lean<SubscriberDoc>();
    if ((await applyConsentToRecord(models, filter, existing, request, source)) === 'applied') break;
  }
}
