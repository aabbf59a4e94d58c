// Subscribers in the back office: the list (search by email, consent filter), one subscriber with the consent history,
// the export of the filtered list as CSV (streamed from a cursor: a large list never sits in memory), and an opt-out
// staff record for a subscriber who asked by phone or letter.
import { Router } from 'express';
import type { Request, Response } from 'express';
import mongoose from 'mongoose';
import {
  SUBSCRIBER_EXPORT_COLUMNS,
  adminPageOf,
  subscriberCsvLine,
  subscriberFiltersOf,
} from '@storefront/shared-domain/admin';
import type {
  AdminSubscriberDetail,
  AdminSubscriberRow,
  ConsentHistoryEntry,
  SubscriberConsentFilter,
} from '@storefront/shared-domain/admin';
import { notFound, parseOrThrow, recordAudit, trusted, viewerOf } from '@storefront/service-platform';
import type { ConsentEventDoc, SubscriberDoc } from '../models';
import { optOutBody, subscriberExportQuery, subscriberListQuery, subscriberParams } from './schemas';
import type { AdminDeps } from './deps';

type StoredSubscriber = SubscriberDoc & { _id: mongoose.Types.ObjectId };

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** Consent given counts while it has a time and no opt-out came after it. */
const emailConsenting = (d: SubscriberDoc) => Boolean(d.email_consent && d.email_consent_ts && !d.email_opted_out_ts);

export function presentSubscriber(d: StoredSubscriber): AdminSubscriberRow {
  return {
    id: String(d._id),
    email: d.email ?? null,
    phone: d.phone ?? null,
    emailConsent: emailConsenting(d),
    smsConsent: d.sms_consent === true,
    emailConsentAt: iso(d.email_consent_ts),
    emailOptedOutAt: iso(d.email_opted_out_ts),
    smsConsentAt: iso(d.sms_consent_ts),
    sources: d.sources ?? [],
    createdAt: iso(d.createdAt),
  };
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const CONSENT_QUERIES: Record<SubscriberConsentFilter, Record<string, unknown>> = {
  email: { email_consent: true, email_consent_ts: trusted({ $ne: null }), email_opted_out_ts: null },
  'no-email': {
    $or: [
      { email_consent: trusted({ $ne: true }) },
      { email_consent_ts: null },
      { email_opted_out_ts: trusted({ $ne: null }) },
    ],
  },
  sms: { sms_consent: true },
  'no-sms': { sms_consent: trusted({ $ne: true }) },
};

/** The MongoDB filter of the list's filters (the search is a literal substring of the email). */
function subscriberFilter(query: Request['query']): Record<string, unknown> {
  const { q, consent } = subscriberFiltersOf(query);
  const filter: Record<string, unknown> = consent ? { ...CONSENT_QUERIES[consent] } : {};
  if (q) filter.email = trusted({ $regex: escapeRegex(q) });
  return filter;
}

function presentEvent(e: ConsentEventDoc): ConsentHistoryEntry {
  return {
    at: new Date(e.at).toISOString(),
    changes: { ...e.changes },
    source: {
      form: e.source.form,
      formType: e.source.form_type ?? null,
      popupCode: e.source.popup_code ?? null,
      verifiedBy: e.source.verifiedBy ?? null,
      accountId: e.source.accountId ?? null,
    },
  };
}

async function findSubscriber({ models }: AdminDeps, req: Request): Promise<StoredSubscriber> {
  const { id } = parseOrThrow(subscriberParams, req.params, 'address');
  const doc = await models.Subscriber.findById(id).lean<StoredSubscriber>();
  if (!doc) throw notFound('No subscriber with that id');
  return doc;
}

/** The consent history of a record: its email's events, or its phone's when it has no email. */
async function historyOf({ models }: AdminDeps, doc: StoredSubscriber): Promise<ConsentHistoryEntry[]> {
  const filter = doc.email ? { email: doc.email } : { phone: doc.phone ?? '' };
  const events = await models.ConsentEvent.find(filter).sort({ at: -1 }).limit(500).lean<ConsentEventDoc[]>();
  return events.map(presentEvent);
}

async function streamCsv(deps: AdminDeps, req: Request, res: Response): Promise<void> {
  parseOrThrow(subscriberExportQuery, req.query, 'query');
  const stamp = deps.now().toISOString().slice(0, 10);
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="subscribers-${stamp}.csv"`,
  });
  res.write(`${SUBSCRIBER_EXPORT_COLUMNS.join(',')}\r\n`);
  const cursor = deps.models.Subscriber.find(subscriberFilter(req.query))
    .sort({ _id: 1 })
    .lean<StoredSubscriber>()
    .cursor();
  for await (const doc of cursor) {
    // Waits for the client when its buffer is full, so a slow download does not fill the memory.
    if (!res.write(`${subscriberCsvLine(presentSubscriber(doc as StoredSubscriber))}\r\n`)) {
      await new Promise((resolve) => res.once('drain', resolve));
    }
  }
  res.end();
}

/** Withdraws one channel's consent (a no-op answer when there is none to withdraw), with its history entry. */
async function optOut(deps: AdminDeps, req: Request, doc: StoredSubscriber, channel: 'email' | 'sms') {
  const at = deps.now();
  const consenting = channel === 'email' ? emailConsenting(doc) : doc.sms_consent === true;
  if (!consenting) return null;
  const set = channel === 'email' ? { email_opted_out_ts: at } : { sms_consent: false, sms_consent_ts: null };
  const condition = channel === 'email' ? { email_opted_out_ts: null } : { sms_consent: true };
  // Only a record still consenting changes: two staff withdrawing at once record one opt-out.
  const updated = await deps.models.Subscriber.findOneAndUpdate(
    { _id: doc._id, ...condition },
    { $set: set },
    { new: true },
  ).lean<StoredSubscriber>();
  if (!updated) return null;
  const viewer = viewerOf(req);
  await deps.models.ConsentEvent.create({
    email: doc.email ?? null,
    phone: doc.phone ?? null,
    changes: channel === 'email' ? { email_consent: false } : { sms_consent: false },
    source: {
      form: 'admin',
      form_type: null,
      popup_code: null,
      verifiedBy: null,
      accountId: viewer.accountId,
      ipHash: '-',
    },
    at,
  });
  return updated;
}

export function subscribersAdminRouter(deps: AdminDeps): Router {
  const router = Router();
  router.get('/subscribers', async (req, res) => {
    const { page, pageSize } = adminPageOf(parseOrThrow(subscriberListQuery, req.query, 'query'));
    const filter = subscriberFilter(req.query);
    const [docs, total] = await Promise.all([
      deps.models.Subscriber.find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * pageSize)
        .limit(pageSize)
        .lean<StoredSubscriber[]>(),
      deps.models.Subscriber.countDocuments(filter),
    ]);
    res.json({ data: docs.map(presentSubscriber), page, pageSize, total });
  });
  router.get('/subscribers/export', (req, res) => streamCsv(deps, req, res));
  router.get('/subscribers/:id', async (req, res) => {
    const doc = await findSubscriber(deps, req);
    const body: AdminSubscriberDetail = { subscriber: presentSubscriber(doc), history: await historyOf(deps, doc) };
    res.json(body);
  });
  router.post('/subscribers/:id/opt-out', async (req, res) => {
    const doc = await findSubscriber(deps, req);
    const { channel } = parseOrThrow(optOutBody, req.body, 'body');
    const updated = await optOut(deps, req, doc, channel);
    if (updated) {
      await recordAudit(deps.queue, req, {
        area: 'marketing',
        action: `subscriber.opt-out-${channel}`,
        target: { kind: 'subscriber', id: String(doc._id) },
        summary: `Recorded that ${doc.email ?? doc.phone ?? 'a subscriber'} withdrew ${channel === 'email' ? 'email' : 'SMS'} consent`,
        before: presentSubscriber(doc),
        after: presentSubscriber(updated),
      });
    }
    const body: AdminSubscriberDetail = {
      subscriber: presentSubscriber(updated ?? doc),
      history: await historyOf(deps, updated ?? doc),
    };
    res.json(body);
  });
  return router;
}
