// The sales of the back office: every sale with its schedule, and PUT to create or change one (its name is its key).
// Several sales may be scheduled (CHOICE: a list, as the store already keeps them); the one that applies at a moment
// is the first active one by priority, exactly as GET /api/sale-settings answers the shop.
import { Router } from 'express';
import type { Request } from 'express';
import { adminPageOf, nextSaleChangeAt, saleScheduleStatus } from '@storefront/shared-domain/admin';
import type { AdminSale, AdminSaleInput, AdminSaleList } from '@storefront/shared-domain/admin';
import { isDuplicateKeyError, notFound, parseOrThrow, recordAudit } from '@storefront/service-platform';
import type { SaleSettingsDoc } from '../models';
import { pagingQuery, saleBody, saleParams } from './schemas';
import type { AdminDeps } from './deps';

const toPercent = (fraction: number) => Math.round(fraction * 10_000) / 100;
const toFraction = (percent: number) => Math.round(percent * 100) / 10_000;

export function presentAdminSale(doc: SaleSettingsDoc & { updatedAt?: Date }, now: Date): AdminSale {
  return {
    name: doc.name,
    status: saleScheduleStatus(doc, now),
    saleIsActive: doc.saleIsActive === true,
    startsAt: doc.startsAt ? new Date(doc.startsAt).toISOString() : null,
    saleExpiresAt: new Date(doc.saleExpiresAt).toISOString(),
    discountPercent: toPercent(doc.discountPercentage),
    dailyDealPercent: toPercent(doc.salePercentageDailyDeal),
    priority: doc.priority ?? 100,
    layoutSettings: {
      saleBanner: doc.layoutSettings?.saleBanner ?? '',
      showSaleBanner: doc.layoutSettings?.showSaleBanner ?? false,
      showCountdownTimer: doc.layoutSettings?.showCountdownTimer ?? false,
      showEmailSubscriberPopup: doc.layoutSettings?.showEmailSubscriberPopup ?? true,
      showPushNotificationPopup: doc.layoutSettings?.showPushNotificationPopup ?? true,
      showGeoTransitBanner: doc.layoutSettings?.showGeoTransitBanner ?? false,
    },
    updatedAt: doc.updatedAt ? new Date(doc.updatedAt).toISOString() : null,
  };
}

function storedSale(
  name: string,
  input: AdminSaleInput,
): Omit<SaleSettingsDoc, 'startsAt'> & { startsAt: Date | null } {
  return {
    name,
    saleIsActive: input.saleIsActive,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    saleExpiresAt: new Date(input.saleExpiresAt),
    discountPercentage: toFraction(input.discountPercent),
    salePercentageDailyDeal: toFraction(input.dailyDealPercent),
    priority: input.priority,
    layoutSettings: { ...input.layoutSettings, saleBanner: input.layoutSettings.saleBanner?.trim() ?? '' },
  };
}

/** Every sale, the one that applies now first, then by priority. */
async function listSales({ models, now }: AdminDeps, req: Request): Promise<AdminSaleList> {
  const { page, pageSize } = adminPageOf(parseOrThrow(pagingQuery, req.query, 'query'));
  const docs = await models.SaleSettings.find({})
    .sort({ priority: 1, saleExpiresAt: -1, name: 1 })
    .lean<(SaleSettingsDoc & { updatedAt?: Date })[]>();
  const at = now();
  const sales = docs.map((d) => presentAdminSale(d, at));
  const ordered = [...sales.filter((s) => s.status === 'active'), ...sales.filter((s) => s.status !== 'active')];
  return {
    data: ordered.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: ordered.length,
    current: ordered[0]?.status === 'active' ? ordered[0].name : null,
    nextChangeAt: nextSaleChangeAt(docs, at)?.toISOString() ?? null,
  };
}

/** Creates or replaces the sale atomically (two staff saving at once: the last write wins, both are audited). */
async function saveSale(deps: AdminDeps, name: string, input: AdminSaleInput) {
  const { SaleSettings } = deps.models;
  const stored = storedSale(name, input);
  const upsert = () =>
    SaleSettings.findOneAndUpdate({ name }, { $set: stored }, { upsert: true, new: false, runValidators: true }).lean<
      SaleSettingsDoc & { updatedAt?: Date }
    >();
  // Two creations at once: the unique name lets one insert; the other retries as an update.
  const before = await upsert().catch((err: unknown) => (isDuplicateKeyError(err) ? upsert() : Promise.reject(err)));
  const after = await SaleSettings.findOne({ name }).lean<SaleSettingsDoc & { updatedAt?: Date }>();
  return { before, after: after! };
}

export function saleAdminRouter(deps: AdminDeps): Router {
  const router = Router();
  router.get('/sale', async (req, res) => {
    res.json(await listSales(deps, req));
  });
  router.get('/sale/:name', async (req, res) => {
    const { name } = parseOrThrow(saleParams, req.params, 'address');
    const doc = await deps.models.SaleSettings.findOne({ name }).lean<SaleSettingsDoc & { updatedAt?: Date }>();
    if (!doc) throw notFound('No sale with that name');
    res.json(presentAdminSale(doc, deps.now()));
  });
  router.put('/sale/:name', async (req, res) => {
    const { name } = parseOrThrow(saleParams, req.params, 'address');
    const input = parseOrThrow(saleBody, req.body, 'sale') as AdminSaleInput;
    const { before, after } = await saveSale(deps, name, input);
    const at = deps.now();
    const sale = presentAdminSale(after, at);
    await recordAudit(deps.queue, req, {
      area: 'marketing',
      action: before ? 'sale.update' : 'sale.create',
      target: { kind: 'sale', id: name },
      summary: `${before ? 'Changed' : 'Created'} the sale "${name}" (${sale.status}, ${sale.discountPercent}% off, until ${sale.saleExpiresAt})`,
      before: before ? presentAdminSale(before, at) : null,
      after: sale,
    });
    res.status(before ? 200 : 201).json(sale);
  });
  return router;
}
