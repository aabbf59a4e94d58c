// Routes other services call (signed service calls; the gateway does not route /api/internal).
// GET /api/internal/saved-cards/:id/charge-token: the cart service charges a signed-in viewer's saved card at
// checkout; it gets the provider's token for that card only when the card is the viewer's own (404 otherwise).
// POST /api/internal/audit: the other services' job queues deliver the back office's audit entries (idempotent by id).
import { Router } from 'express';
import {
  HttpError,
  noStore,
  parseOrThrow,
  requireServiceCall,
  requireSignedIn,
  viewerOf,
} from '@storefront/service-platform';
import type { CardDoc } from '../models/card';
import type { CardModel } from '../domain/cards';
import type { AuditEntryModel } from '../models/audit-entry';
import { storeAuditEntry } from '../domain/audit-log';
import { auditEntrySchema } from './admin-schemas';
import { cardIdSchema } from './schemas';

export function internalRouter({ Card, Audit }: { Card: CardModel; Audit: AuditEntryModel }): Router {
  const router = Router();
  router.post('/audit', requireServiceCall, noStore, async (req, res) => {
    const entry = parseOrThrow(auditEntrySchema, req.body ?? {}, 'audit entry');
    const stored = await storeAuditEntry(Audit, entry);
    res.status(stored ? 201 : 200).json({ data: { id: entry.id, stored } });
  });
  router.get('/saved-cards/:id/charge-token', requireServiceCall, requireSignedIn, noStore, async (req, res) => {
    const id = parseOrThrow(cardIdSchema, req.params.id, 'id');
    const card = await Card.findOne({ _id: id, account_id: viewerOf(req).accountId }).lean<CardDoc>();
    if (!card) throw new HttpError(404, 'card_not_found', 'No such saved card');
    res.json({ data: { token: card.token, brand: card.card_brand, last4: card.card_no } });
  });
  return router;
}
