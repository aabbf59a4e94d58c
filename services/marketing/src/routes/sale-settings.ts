import { Router } from 'express';
import type { SaleSettings, SaleSettingsResponse } from '@storefront/shared-domain';
import { nextSaleChangeAt, saleScheduleStatus } from '@storefront/shared-domain/admin';
import type { MarketingModels, SaleSettingsDoc } from '../models';

/** How long a shopper's browser and the other services' caches may keep the answer, at most (seconds). */
export const SALE_SETTINGS_MAX_AGE_S = 60;

/**
 * A sale counts as active when switched on, started, and not expired (CHOICE: expired sales answer inactive): computed
 * from the clock at every read, so a scheduled sale starts and ends by itself.
 */
export function presentSale(doc: SaleSettingsDoc, now: Date): SaleSettings {
  const expires = new Date(doc.saleExpiresAt);
  return {
    name: doc.name,
    saleIsActive: saleScheduleStatus(doc, now) === 'active',
    saleExpiresAt: expires.toISOString(),
    discountPercentage: doc.discountPercentage,
    salePercentageDailyDeal: doc.salePercentageDailyDeal,
    layoutSettings: {
      saleBanner: doc.layoutSettings?.saleBanner ?? '',
      showSaleBanner: doc.layoutSettings?.showSaleBanner ?? false,
      showCountdownTimer: doc.layoutSettings?.showCountdownTimer ?? false,
      showEmailSubscriberPopup: doc.layoutSettings?.showEmailSubscriberPopup ?? true,
      showPushNotificationPopup: doc.layoutSettings?.showPushNotificationPopup ?? true,
      showGeoTransitBanner: doc.layoutSettings?.showGeoTransitBanner ?? false,
    },
  };
}

/**
 * The answer's max-age: at most a minute, and never past the next scheduled start or end, so no cache (the browser's,
 * the platform's sale source in the other services) shows a sale after its end or hides it after its start.
 */
export function saleSettingsMaxAge(docs: readonly SaleSettingsDoc[], now: Date): number {
  const next = nextSaleChangeAt(docs, now);
  if (!next) return SALE_SETTINGS_MAX_AGE_S;
  const seconds = Math.floor((next.getTime() - now.getTime()) / 1000);
  return Math.max(0, Math.min(SALE_SETTINGS_MAX_AGE_S, seconds));
}

export function saleSettingsRouter({ SaleSettings }: MarketingModels, now: () => Date = () => new Date()): Router {
  const router = Router();
  // GET /api/sale-settings → { data: SaleSettings[] }: active sales first (by priority), so data[0] is the current
  // sale when one runs ("from the first active entry").
  router.get('/sale-settings', async (_req, res) => {
    const docs = await SaleSettings.find({})
      .sort({ priority: 1, saleExpiresAt: -1, name: 1 })
      .lean<SaleSettingsDoc[]>();
    const at = now();
    const data = docs.map((d) => presentSale(d, at));
    const ordered = [...data.filter((s) => s.saleIsActive), ...data.filter((s) => !s.saleIsActive)];
    const body: SaleSettingsResponse = { data: ordered };
    res.set('Cache-Control', `public, max-age=${saleSettingsMaxAge(docs, at)}`);
    res.json(body);
  });
  return router;
}
