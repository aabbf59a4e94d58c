import { randomBytes } from 'node:crypto';
import { HttpError, tokenHash } from '@storefront/service-platform';
import { ROUTES } from '@storefront/shared-domain';
import { CONFIRM_PATH, CONFIRMATION_LIFETIME_MS } from '../confirmations';
import type { ConfirmationSender } from '../confirmations';
import type { ConsentChanges, ConsentSource, MarketingModels, SubscriberDoc } from '../models';
import { applyConsentToRecord } from './apply-consent-to-record';
import { consentUpdate } from './consent-update';
import type { ConsentRequest } from './consent-update';

export interface ConsentChangeInput {
  request: ConsentRequest;
  /** The signed-in viewer's own email is the request's email: only then is the record theirs. */
  owner: boolean;
  /** Where the request came from; `verifiedBy` is set here. */
  source: ConsentSource;
}

/** Keeps `changes` as a pending change and sends the record's owner a single-use link to confirm it. */
async function holdForConfirmation(
  { PendingConsentChange }: Pick<MarketingModels, 'PendingConsentChange'>,
  confirmationSender: ConfirmationSender,
  { request, source }: ConsentChangeInput,
  changes: ConsentChanges,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date();
  const expiresAt = new Date(createdAt.getTime() + CONFIRMATION_LIFETIME_MS);
  await PendingConsentChange.create({
    tokenHash: tokenHash(token),
    email: request.email ?? null,
    phone: request.email ? null : request.phone,
    changes: { ...changes, ...(request.phone ? { phone: request.phone } : {}) },
    source,
    createdAt,
    expiresAt,
  });
  await confirmationSender.send({
    to: request.email ? { email: request.email } : { phone: request.phone! },
    token,
    confirmPath: CONFIRM_PATH,
    pagePath: `${ROUTES.confirmSubscription.path}?token=${token}`,
    expiresAt,
  });
}

/**
 * A signup form's request. A new record is created for anyone; an existing record changes only for its owner
 * (signed in with that email). Anyone else's change to an existing record is kept as a pending confirmation and
 * the record's owner is sent a link; the answer is the same either way, so the form does not reveal membership.
 */
export async function requestConsentChange(
  models: Pick<MarketingModels, 'Subscriber' | 'ConsentEvent' | 'PendingConsentChange'>,
  confirmationSender: ConfirmationSender,
  input: ConsentChangeInput,
): Promise<void> {
  const { request, owner, source } = input;
  const filter = request.email ? { email: request.email } : { phone: request.phone! };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const existing = await models.Subscriber.findOne(filter).lean<SubscriberDoc>();
    if (!existing || owner) {
      const verifiedBy = owner ? 'account' : null;
      if ((await applyConsentToRecord(models, filter, existing, request, { ...source, verifiedBy })) === 'applied') {
        return;
      }
      continue;
    }
    const { changes } = consentUpdate(existing, request, new Date());
    if (Object.keys(changes).length === 0) return;
    await holdForConfirmation(models, confirmationSender, input, changes);
    return;
  }
  throw new HttpError(409, 'conflict', 'Subscriber is being updated, please retry');
}
