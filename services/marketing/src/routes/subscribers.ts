import { createHmac } from 'node:crypto';
import { Router } from 'express';
import type { Request, RequestHandler } from 'express';
import { parseOrThrow, requireJsonBody, viewerOf } from '@storefront/service-platform';
import { normalizeEmail } from '@storefront/shared-domain';
import type { ConfirmationSender } from '../confirmations';
import { checkConsent } from '../domain/check-consent';
import { confirmConsentChange } from '../domain/confirm-consent-change';
import type { ConsentRequest } from '../domain/consent-update';
import { requestConsentChange } from '../domain/request-consent-change';
import type { ConsentSource, MarketingModels } from '../models';
import { confirmBody, consentCheckBody, footerBody, popupBody, updateSubscriberBody } from './schemas';
import { footerSignupRequest, popupSignupRequest, updateSubscriberRequest } from './signup-requests';

const success = { status: 'success' } as const;

/** True when the signed-in viewer's own email is `email` (normalised): only then is the record theirs. */
function viewerOwns(req: Request, email: string | undefined): boolean {
  const viewerEmail = viewerOf(req).email;
  return Boolean(email && viewerEmail && normalizeEmail(viewerEmail) === email);
}

interface SubscribersRouterOptions {
  secret: string;
  confirmationSender: ConfirmationSender;
  /** Per-address limit of the signup forms (each may store a record or send a confirmation message). */
  limiter: RequestHandler;
  /** Per-address limit of the consent check: it tells whether an email has a record, so it is not for listing. */
  checkLimiter: RequestHandler;
}

/** The requester's address, keyed with the service secret so the stored hash cannot be reversed by trying addresses. */
function ipHashOf(secret: string, req: Request): string {
  return createHmac('sha256', secret)
    .update(`ip:${req.ip ?? ''}`)
    .digest('base64url')
    .slice(0, 32);
}

/** Where a signup form's request came from, before anyone has verified it. */
function signupSource(secret: string, req: Request, request: ConsentRequest): ConsentSource {
  return {
    form: request.form,
    form_type: request.form_type,
    popup_code: request.popup_code ?? null,
    verifiedBy: null,
    accountId: viewerOf(req).accountId,
    ipHash: ipHashOf(secret, req),
  };
}

export function subscribersRouter(
  models: MarketingModels,
  { secret, confirmationSender, limiter, checkLimiter }: SubscribersRouterOptions,
): Router {
  const router = Router();
  const requestChange = (req: Request, request: ConsentRequest) =>
    requestConsentChange(models, confirmationSender, {
      request,
      owner: viewerOwns(req, request.email),
      source: signupSource(secret, req, request),
    });

  // POST /api/marketing/subscribers-footer/save-footer-subscriber
  router.post('/marketing/subscribers-footer/save-footer-subscriber', limiter, requireJsonBody, async (req, res) => {
    await requestChange(req, footerSignupRequest(parseOrThrow(footerBody, req.body ?? {}, 'body')));
    res.set('Cache-Control', 'no-store');
    res.json(success);
  });

  // POST /api/marketing/update-subscriber
  router.post('/marketing/update-subscriber', limiter, requireJsonBody, async (req, res) => {
    await requestChange(req, updateSubscriberRequest(parseOrThrow(updateSubscriberBody, req.body ?? {}, 'body')));
    res.set('Cache-Control', 'no-store');
    res.json(success);
  });

  // POST /api/marketing/subscribers-popup/save-popup-subscriber
  router.post('/marketing/subscribers-popup/save-popup-subscriber', limiter, requireJsonBody, async (req, res) => {
    await requestChange(req, popupSignupRequest(parseOrThrow(popupBody, req.body ?? {}, 'body')));
    res.set('Cache-Control', 'no-store');
    res.json(success);
  });

  // POST /api/marketing/subscribers/confirm {token}: applies a pending change once (the owner followed the link).
  router.post('/marketing/subscribers/confirm', requireJsonBody, async (req, res) => {
    const { token } = parseOrThrow(confirmBody, req.body ?? {}, 'body');
    await confirmConsentChange(models, token, { accountId: viewerOf(req).accountId, ipHash: ipHashOf(secret, req) });
    res.set('Cache-Control', 'no-store');
    res.json(success);
  });

  // POST /api/marketing/check-consent-for-user-email
  router.post('/marketing/check-consent-for-user-email', checkLimiter, requireJsonBody, async (req, res) => {
    const { email } = parseOrThrow(consentCheckBody, req.body ?? {}, 'body');
    const result = await checkConsent(models, email, viewerOwns(req, email));
    res.set('Cache-Control', 'no-store');
    res.json(result);
  });

  return router;
}
