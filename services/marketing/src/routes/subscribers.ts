import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Router } from 'express';
import type { Request, RequestHandler } from 'express';
import { HttpError, parseOrThrow, requireJsonBody, trusted, viewerOf } from '@storefront/service-platform';
import { isFooterSignUpEnabled, normalizeEmail, normalizePhone, validateFooterSignup } from '@storefront/shared-domain';
import { PATHS } from '@storefront/shared-domain';
import type { ConsentCheckResult } from '@storefront/shared-domain';
import { CONFIRM_PATH, CONFIRMATION_LIFETIME_MS } from '../confirmations';
import type { ConfirmationSender } from '../confirmations';
import type { ConsentChanges, ConsentSource, MarketingModels, SubscriberDoc } from '../models';
import { confirmBody, consentCheckBody, footerBody, popupBody, updateSubscriberBody } from './schemas';

/** What a signup form asks for. */
interface ConsentRequest {
  email?: string;
  phone?: string;
  email_consent?: boolean;
  sms_consent?: boolean;
  form: ConsentSource['form'];
  form_type: 'mobile' | 'desktop';
  popup_code?: string | null;
}

const success = { status: 'success' } as const;

/** True when the signed-in viewer's own email is `email` (normalised): only then is the record theirs. */
function viewerOwns(req: Request, email: string | undefined): boolean {
  const viewerEmail = viewerOf(req).email;
  return Boolean(email && viewerEmail && normalizeEmail(viewerEmail) === email);
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Fields to set on `existing` (null: no record yet) for `request`, and the consent changes they make. */
function consentUpdate(
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

export function subscribersRouter(
  { Subscriber, ConsentEvent, PendingConsentChange }: MarketingModels,
  {
    secret,
    confirmationSender,
    limiter,
    checkLimiter,
  }: {
    secret: string;
    confirmationSender: ConfirmationSender;
    /** Per-address limit of the signup forms (each may store a record or send a confirmation message). */
    limiter: RequestHandler;
    /** Per-address limit of the consent check: it tells whether an email has a record, so it is not for listing. */
    checkLimiter: RequestHandler;
  },
): Router {
  const router = Router();

  const ipHashOf = (req: Request) =>
    createHmac('sha256', secret)
      .update(`ip:${req.ip ?? ''}`)
      .digest('base64url')
      .slice(0, 32);

  async function recordHistory(
    target: { email?: string | null; phone?: string | null },
    changes: ConsentChanges,
    source: ConsentSource,
    at: Date,
  ): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await ConsentEvent.create({ email: target.email ?? null, phone: target.phone ?? null, changes, source, at });
  }

  /** Apply a verified change (or the creation of a new record) and record it in the consent history. */
  async function applyToRecord(
    filter: { email: string } | { phone: string },
    existing: SubscriberDoc | null,
    request: ConsentRequest,
    source: ConsentSource,
  ): Promise<'applied' | 'exists'> {
    const now = new Date();
    const { set, changes } = consentUpdate(existing, request, now);
    const meta: Partial<SubscriberDoc> = { form_type: request.form_type };
    if (request.popup_code) meta.popup_code = request.popup_code;
    if (existing) {
      await Subscriber.updateOne(filter, { $set: { ...meta, ...set }, $addToSet: { sources: request.form } });
    } else {
      try {
        await Subscriber.create({ ...filter, ...meta, ...set, sources: [request.form] });
      } catch (err) {
        // Someone created the record first: it is an existing record now, with the rules of one.
        if ((err as { code?: number }).code === 11000) return 'exists';
        throw err;
      }
    }
    await recordHistory({ ...filter, phone: request.phone ?? existing?.phone }, changes, source, now);
    return 'applied';
  }

  /**
   * A signup form's request. A new record is created for anyone; an existing record changes only for its owner
   * (signed in with that email). Anyone else's change to an existing record is kept as a pending confirmation and
   * the record's owner is sent a link; the answer is the same either way, so the form does not reveal membership.
   */
  async function requestChange(req: Request, request: ConsentRequest): Promise<void> {
    const viewer = viewerOf(req);
    const owner = viewerOwns(req, request.email);
    const source: ConsentSource = {
      form: request.form,
      form_type: request.form_type,
      popup_code: request.popup_code ?? null,
      verifiedBy: null,
      accountId: viewer.accountId,
      ipHash: ipHashOf(req),
    };
    const filter = request.email ? { email: request.email } : { phone: request.phone! };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const existing = await Subscriber.findOne(filter).lean<SubscriberDoc>();
      if (!existing || owner) {
        const verifiedBy = owner ? 'account' : null;
        if ((await applyToRecord(filter, existing, request, { ...source, verifiedBy })) === 'applied') return;
        continue;
      }
      const { changes } = consentUpdate(existing, request, new Date());
      if (Object.keys(changes).length === 0) return;
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
        pagePath: `${PATHS.confirmSubscription}?token=${token}`,
        expiresAt,
      });
      return;
    }
    throw new HttpError(409, 'conflict', 'Subscriber is being updated, please retry');
  }

  // POST /api/marketing/subscribers-footer/save-footer-subscriber
  router.post('/marketing/subscribers-footer/save-footer-subscriber', limiter, requireJsonBody, async (req, res) => {
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
    await requestChange(req, {
      email: input.email?.trim() ? (normalizeEmail(input.email) ?? undefined) : undefined,
      phone: input.phone?.trim() ? (normalizePhone(input.phone) ?? undefined) : undefined,
      email_consent: input.email_consent,
      sms_consent: input.sms_consent,
      form_type: body.form_type,
      form: 'footer',
    });
    res.set('Cache-Control', 'no-store');
    res.json(success);
  });

  // POST /api/marketing/update-subscriber
  router.post('/marketing/update-subscriber', limiter, requireJsonBody, async (req, res) => {
    const body = parseOrThrow(updateSubscriberBody, req.body ?? {}, 'body');
    let phone: string | undefined;
    if (body.phone) {
      phone = normalizePhone(body.phone) ?? undefined;
      if (!phone) throw new HttpError(400, 'invalid_request', 'Invalid phone number');
      if (!body.sms_consent)
        throw new HttpError(400, 'invalid_request', 'Please check consent the checkbox for marketing SMS');
    }
    await requestChange(req, {
      email: body.email,
      phone,
      email_consent: true,
      sms_consent: Boolean(body.sms_consent && phone),
      form_type: body.form_type,
      form: 'update',
    });
    res.set('Cache-Control', 'no-store');
    res.json(success);
  });

  // POST /api/marketing/subscribers-popup/save-popup-subscriber
  router.post('/marketing/subscribers-popup/save-popup-subscriber', limiter, requireJsonBody, async (req, res) => {
    const body = parseOrThrow(popupBody, req.body ?? {}, 'body');
    await requestChange(req, {
      email: body.email,
      email_consent: true,
      popup_code: body.popup_code ?? null,
      form_type: body.form_type,
      form: 'popup',
    });
    res.set('Cache-Control', 'no-store');
    res.json(success);
  });

  // POST /api/marketing/subscribers/confirm {token}: applies a pending change once (the owner followed the link).
  router.post('/marketing/subscribers/confirm', requireJsonBody, async (req, res) => {
    const { token } = parseOrThrow(confirmBody, req.body ?? {}, 'body');
    const pending = await PendingConsentChange.findOneAndDelete({
      tokenHash: tokenHash(token),
      expiresAt: trusted({ $gt: new Date() }),
    }).lean();
    if (!pending)
      throw new HttpError(404, 'confirmation_not_found', 'This confirmation link is invalid or has expired');
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
    const source: ConsentSource = {
      ...pending.source,
      verifiedBy: 'confirmation_link',
      accountId: viewerOf(req).accountId,
      ipHash: ipHashOf(req),
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const existing = await Subscriber.findOne(filter).lean<SubscriberDoc>();
      if ((await applyToRecord(filter, existing, request, source)) === 'applied') break;
    }
    res.set('Cache-Control', 'no-store');
    res.json(success);
  });

  /**
   * The consent check's answer. `member`: a record for `email` exists, whatever its consent (the popup then says
   * "You're already a member!", spec 2 §4, so its answer tells a visitor no more than the popup shows them).
   * `email_consent`: that record has active consent (consent, its time, no opt-out since), told only to the signed-in
   * owner of the email; anyone else gets false, so the popup sends them through update-subscriber, which changes
   * nothing for a consenting member and asks the owner to confirm any other change. No id, no timestamps.
   */
  async function consentCheck(email: string, owner: boolean): Promise<ConsentCheckResult> {
    const found = await Subscriber.findOne({ email }).lean<SubscriberDoc>();
    const consenting = Boolean(found?.email_consent && found.email_consent_ts && !found.email_opted_out_ts);
    return { member: Boolean(found), email, email_consent: owner && consenting };
  }

  // POST /api/marketing/check-consent-for-user-email
  router.post('/marketing/check-consent-for-user-email', checkLimiter, requireJsonBody, async (req, res) => {
    const { email } = parseOrThrow(consentCheckBody, req.body ?? {}, 'body');
    const result = await consentCheck(email, viewerOwns(req, email));
    res.set('Cache-Control', 'no-store');
    res.json(result);
  });

  return router;
}
