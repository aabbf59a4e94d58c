import { Router } from 'express';
import { HttpError, parseOrThrow, requireJsonBody } from '@storefront/service-platform';
import { isFooterSignUpEnabled, normalizeEmail, normalizePhone, validateFooterSignup } from '@storefront/shared-domain';
import type { ConsentCheckResult } from '@storefront/shared-domain';
import type { MarketingModels, SubscriberDoc } from '../models';
import { addToCartEventBody, consentCheckBody, footerBody, popupBody, pushBody, updateSubscriberBody } from './schemas';

interface ConsentChange {
  email?: string;
  phone?: string;
  email_consent?: boolean;
  sms_consent?: boolean;
  form_type?: 'mobile' | 'desktop';
  popup_code?: string | null;
  source: 'footer' | 'popup' | 'update';
}

const success = { status: 'success' } as const;

export function subscribersRouter({ Subscriber, PushSubscription, AnalyticsEvent }: MarketingModels): Router {
  const router = Router();

  /**
   * Create or update the subscriber of an email (or, without email, of a phone). Consent given now stamps its time
   * unless already held, and clears an earlier opt-out. Repeating the same request changes nothing (idempotent).
   */
  async function saveSubscriber(change: ConsentChange): Promise<void> {
    const filter = change.email ? { email: change.email } : { phone: change.phone };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const existing = await Subscriber.findOne(filter).lean<SubscriberDoc>();
      const now = new Date();
      const set: Partial<SubscriberDoc> = {};
      if (change.phone) set.phone = change.phone;
      if (change.form_type) set.form_type = change.form_type;
      if (change.popup_code) set.popup_code = change.popup_code;
      if (change.email_consent) {
        set.email_consent = true;
        if (!existing?.email_consent || existing.email_opted_out_ts || !existing.email_consent_ts) {
          set.email_consent_ts = now;
          set.email_opted_out_ts = null;
        }
      }
      if (change.sms_consent) {
        set.sms_consent = true;
        if (!existing?.sms_consent || !existing.sms_consent_ts) set.sms_consent_ts = now;
      }
      if (existing) {
        await Subscriber.updateOne(filter, { $set: set, $addToSet: { sources: change.source } });
        return;
      }
      try {
        await Subscriber.create({ ...filter, ...set, sources: [change.source] });
        return;
      } catch (err) {
        // Two identical requests raced to create: the loser updates the winner's record.
        if ((err as { code?: number }).code !== 11000) throw err;
      }
    }
    throw new HttpError(409, 'conflict', 'Subscriber is being updated, please retry');
  }

  // POST /api/marketing/subscribers-footer/save-footer-subscriber
  router.post('/marketing/subscribers-footer/save-footer-subscriber', requireJsonBody, async (req, res) => {
    const body = parseOrThrow(footerBody, req.body ?? {}, 'body');
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
    await saveSubscriber({
      email: input.email?.trim() ? (normalizeEmail(input.email) ?? undefined) : undefined,
      phone: input.phone?.trim() ? (normalizePhone(input.phone) ?? undefined) : undefined,
      email_consent: input.email_consent,
      sms_consent: input.sms_consent,
      form_type: body.form_type,
      source: 'footer',
    });
    res.json(success);
  });

  // POST /api/marketing/update-subscriber
  router.post('/marketing/update-subscriber', requireJsonBody, async (req, res) => {
    const body = parseOrThrow(updateSubscriberBody, req.body ?? {}, 'body');
    let phone: string | undefined;
    if (body.phone) {
      phone = normalizePhone(body.phone) ?? undefined;
      if (!phone) throw new HttpError(400, 'invalid_request', 'Invalid phone number');
      if (!body.sms_consent)
        throw new HttpError(400, 'invalid_request', 'Please check consent the checkbox for marketing SMS');
    }
    await saveSubscriber({
      email: body.email,
      phone,
      email_consent: true,
      sms_consent: body.sms_consent && phone ? true : undefined,
      form_type: body.form_type,
      source: 'update',
    });
    res.json(success);
  });

  // POST /api/marketing/subscribers-popup/save-popup-subscriber
  router.post('/marketing/subscribers-popup/save-popup-subscriber', requireJsonBody, async (req, res) => {
    const body = parseOrThrow(popupBody, req.body ?? {}, 'body');
    await saveSubscriber({
      email: body.email,
      email_consent: true,
      popup_code: body.popup_code ?? null,
      form_type: body.form_type,
      source: 'popup',
    });
    res.json(success);
  });

  // POST /api/marketing/check-consent-for-user-email
  router.post('/marketing/check-consent-for-user-email', requireJsonBody, async (req, res) => {
    const { email } = parseOrThrow(consentCheckBody, req.body ?? {}, 'body');
    const found = await Subscriber.findOne({ email }).lean<SubscriberDoc & { _id: unknown }>();
    const result: ConsentCheckResult = found
      ? {
          id: String(found._id),
          email,
          email_consent: found.email_consent === true,
          email_consent_ts: found.email_consent_ts ? new Date(found.email_consent_ts).toISOString() : null,
          email_opted_out_ts: found.email_opted_out_ts ? new Date(found.email_opted_out_ts).toISOString() : null,
        }
      : { id: null, email, email_consent: false, email_consent_ts: null, email_opted_out_ts: null };
    res.set('Cache-Control', 'no-store');
    res.json(result);
  });

  // POST /api/marketing/push/subscriber/add {endpoint, p256dh, auth}: idempotent by endpoint.
  router.post('/marketing/push/subscriber/add', requireJsonBody, async (req, res) => {
    const body = parseOrThrow(pushBody, req.body ?? {}, 'body');
    await PushSubscription.updateOne(
      { endpoint: body.endpoint },
      { $set: { p256dh: body.p256dh, auth: body.auth } },
      { upsert: true },
    );
    res.json(success);
  });

  // POST /api/analytics/events/add-to-cart
  router.post('/analytics/events/add-to-cart', async (req, res) => {
    const body = parseOrThrow(addToCartEventBody, req.body ?? {}, 'body');
    await AnalyticsEvent.create({ name: 'add_to_cart', payload: body });
    res.status(202).json(success);
  });

  return router;
}
