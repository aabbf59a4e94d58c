import { Router } from 'express';
import type { SaleSettings, SaleSettingsResponse } from '@storefront/shared-domain';
import type { MarketingModels, SaleSettingsDoc } from '../models';

/** A sale counts as active when flagged active, started, and not expired (CHOICE: expired sales answer inactive). */
export function presentSale(doc: SaleSettingsDoc, now: Date): SaleSettings {
  const expires = new Date(doc.saleExpiresAt);
  const started = !doc.startsAt || new Date(doc.startsAt).getTime() <= now.getTime();
  return {
    name: doc.name,
    saleIsActive: doc.saleIsActive === true && started && expires.getTime() > now.getTime(),
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
    res.set('Cache-Control', 'public, max-age=60');
    res.json(body);
  });
  return router;
}
