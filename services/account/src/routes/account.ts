import { Router } from 'express';
import type { RequestHandler } from 'express';
import { parseOrThrow } from '@storefront/service-platform';
import type { ServiceDeps } from '@storefront/service-platform';
import { toSessionUser } from '../models/user';
import type { AccountModels } from '../models/user';
import type { cardModel } from '../models/card';
import type { dealerApplicationModel } from '../models/dealer-application';
import type { PaymentProvider } from '../lib/payment-provider';
import type { EndOtherSessions } from '../lib/other-sessions';
import { updateProfile } from '../domain/update-profile';
import { changePassword } from '../domain/change-password';
import { listCards } from '../domain/list-cards';
import { addCard } from '../domain/add-card';
import { updateCard } from '../domain/update-card';
import { deleteCard } from '../domain/delete-card';
import { applyAsDealer } from '../domain/apply-as-dealer';
import { logIn, noStore, requireUser, signedInUser } from './http';
import {
  cardUpdateSchema,
  dealerApplicationSchema,
  newCardSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from './schemas';

type Logger = NonNullable<ServiceDeps['logger']>;

export interface AccountRouterOptions {
  models: AccountModels;
  Card: ReturnType<typeof cardModel>;
  DealerApplication: ReturnType<typeof dealerApplicationModel>;
  paymentProvider: PaymentProvider;
  /** Checks the CSRF token of every write (csrf-sync skips GET). */
  csrfProtection: RequestHandler;
  dealerApplicationLimiter: RequestHandler;
  /** Signs the account out everywhere else (after a password change). */
  endOtherSessions: EndOtherSessions;
  clock: () => Date;
  bcryptRounds?: number;
  logger?: Logger;
}

/** A body's csrfToken field is only the token's carrier. */
function withoutCsrf<T extends { csrfToken?: string }>(body: T): Omit<T, 'csrfToken'> {
  const { csrfToken: _token, ...rest } = body;
  return rest;
}

export function accountRouter(opts: AccountRouterOptions): Router {
  const router = Router();
  router.use((_req, res, next) => {
    noStore(res);
    next();
  });
  router.use(opts.csrfProtection);

  // GET /api/account/profile → { data: SessionUser }
  router.get('/profile', requireUser, (req, res) => {
    res.json({ data: toSessionUser(signedInUser(req)) });
  });

  // PATCH /api/account/profile (ProfileUpdate) → { data: SessionUser }
  router.patch('/profile', requireUser, async (req, res) => {
    const update = withoutCsrf(parseOrThrow(profileUpdateSchema, req.body ?? {}, 'profile'));
    const user = await updateProfile(opts.models, signedInUser(req).account_id, update);
    res.json({ data: toSessionUser(user) });
  });

  // POST /api/account/password { currentPassword, newPassword } → 204, with a new session id. Every other session of
  // the account ends: whoever learnt the old password (or holds a stolen cookie) is signed out with it.
  router.post('/password', requireUser, async (req, res) => {
    const input = parseOrThrow(passwordChangeSchema, req.body ?? {}, 'password change');
    const user = signedInUser(req);
    await changePassword(opts.models, user.account_id, input, opts.bcryptRounds);
    await logIn(req, user);
    await opts.endOtherSessions(user.account_id, req.sessionID);
    res.status(204).end();
  });

  // GET /api/account/cards → { data: SavedCard[] }
  router.get('/cards', requireUser, async (req, res) => {
    res.json({ data: await listCards(opts.Card, signedInUser(req).account_id) });
  });

  // POST /api/account/cards (NewCardInput) → 201 { data: SavedCard }
  router.post('/cards', requireUser, async (req, res) => {
    const input = withoutCsrf(parseOrThrow(newCardSchema, req.body ?? {}, 'card'));
    const card = await addCard(opts.Card, opts.paymentProvider, signedInUser(req).account_id, input);
    res.status(201).json({ data: card });
  });

  // PATCH /api/account/cards/:id (CardUpdate) → { data: SavedCard }
  router.patch('/cards/:id', requireUser, async (req, res) => {
    const update = withoutCsrf(parseOrThrow(cardUpdateSchema, req.body ?? {}, 'card update'));
    const accountId = signedInUser(req).account_id;
    const card = await updateCard(
      opts.Card,
      opts.paymentProvider,
      accountId,
      String(req.params.id),
      update,
      opts.clock(),
    );
    res.json({ data: card });
  });

  // DELETE /api/account/cards/:id → 204
  router.delete('/cards/:id', requireUser, async (req, res) => {
    const log = (req as { log?: Logger }).log ?? opts.logger;
    await deleteCard(opts.Card, opts.paymentProvider, signedInUser(req).account_id, String(req.params.id), (err) =>
      log?.error({ err }, 'payment provider could not detach a saved card'),
    );
    res.status(204).end();
  });

  // POST /api/account/dealer-applications (DealerApplicationInput) → 201 { data: { id, status } }; guests too.
  router.post('/dealer-applications', opts.dealerApplicationLimiter, async (req, res) => {
    const input = withoutCsrf(parseOrThrow(dealerApplicationSchema, req.body ?? {}, 'dealer application'));
    const result = await applyAsDealer(opts.DealerApplication, input, req.user?.account_id ?? null, opts.clock());
    res.status(201).json({ data: result });
  });

  return router;
}
