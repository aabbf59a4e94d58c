import type { ConsentChanges, ConsentSource, MarketingModels, SubscriberDoc } from '../models';
import { consentUpdate } from './consent-update';
import type { ConsentRequest, SubscriberFilter } from './consent-update';

async function recordHistory(
  { ConsentEvent }: Pick<MarketingModels, 'ConsentEvent'>,
  target: { email?: string | null; phone?: string | null },
  changes: ConsentChanges,
  source: ConsentSource,
  at: Date,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await ConsentEvent.create({ email: target.email ?? null, phone: target.phone ?? null, changes, source, at });
}

/**
 * Applies a verified change (or the creation of a new record) and records it in the consent history. `exists`: the
 * record was created by someone else meanwhile, so the caller reads it again and decides with the rules of one.
 */
export async function applyConsentToRecord(
  models: Pick<MarketingModels, 'Subscriber' | 'ConsentEvent'>,
  filter: SubscriberFilter,
  existing: SubscriberDoc | null,
  request: ConsentRequest,
  source: ConsentSource,
): Promise<'applied' | 'exists'> {
  const now = new Date();
  const { set, changes } = consentUpdate(existing, request, now);
  const meta: Partial<SubscriberDoc> = { form_type: request.form_type };
  if (request.popup_code) meta.popup_code = request.popup_code;
  if (existing) {
    await models.Subscriber.updateOne(filter, { $set: { ...meta, ...set }, $addToSet: { sources: request.form } });
  } else {
    try {
      await models.Subscriber.create({ ...filter, ...meta, ...set, sources: [request.form] });
    } catch (err) {
      // Someone created the record first: it is an existing record now, with the rules of one.
      if ((err as { code?: number }).code === 11000) return 'exists';
      throw err;
    }
  }
  await recordHistory(models, { ...filter, phone: request.phone ?? existing?.phone }, changes, source, now);
  return 'applied';
}
