import type { ConsentCheckResult } from '@storefront/shared-domain';
import type { MarketingModels, SubscriberDoc } from '../models';

/**
 * The consent check's answer. `member`: a record for `email` exists, whatever its consent (the popup then says
 * "You're already a member!", spec 2 §4, so its answer tells a visitor no more than the popup shows them).
 * `email_consent`: that record has active consent (consent, its time, no opt-out since), told only to the signed-in
 * owner of the email; anyone else gets false, so the popup sends them through update-subscriber, which changes
 * nothing for a consenting member and asks the owner to confirm any other change. No id, no timestamps.
 */
export async function checkConsent(
  { Subscriber }: Pick<MarketingModels, 'Subscriber'>,
  email: string,
  owner: boolean,
): Promise<ConsentCheckResult> {
  const found = await Subscriber.findOne({ email }).lean<SubscriberDoc>();
  const consenting = Boolean(found?.email_consent && found.email_consent_ts && !found.email_opted_out_ts);
  return { member: Boolean(found), email, email_consent: owner && consenting };
}
