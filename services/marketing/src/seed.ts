import type mongoose from 'mongoose';
import type { SeedInput } from '@storefront/service-platform';
import { SALES, currentYearInNewYork } from '@storefront/shared-domain';
import { seedContentPages } from './domain/content-pages';
import { marketingModels } from './models';

/**
 * End of the current year in New York (EST, UTC-5). The spec's fall sale expires at the end of 2025, which has
 * passed; the seed keeps the sale running to the end of the year in which it is seeded (CHOICE).
 */
export function endOfYearInNewYork(now: Date): Date {
  return new Date(`${currentYearInNewYork(now)}-12-31T23:59:59.999-05:00`);
}

/**
 * Content pages: each seeded page whose handle is missing (edited pages are kept). Sale settings: the active 'Fall
 * Sale' (15 %, daily deal 15 %, to the end of the current year) and an inactive earlier sale (25 %, daily deal 30 %);
 * skipped when sale settings exist.
 */
export async function seed(connection: mongoose.Connection, _input?: SeedInput, now: Date = new Date()): Promise<void> {
  const models = marketingModels(connection);
  const { SaleSettings, Subscriber, PushSubscription, AnalyticsEvent, ContactMessage } = models;
  await Promise.all([
    SaleSettings.init(),
    Subscriber.init(),
    PushSubscription.init(),
    AnalyticsEvent.init(),
    ContactMessage.init(),
  ]);
  await seedContentPages(models);
  if (await SaleSettings.exists({})) return;
  const year = currentYearInNewYork(now);
  await SaleSettings.create([
    {
      name: 'Fall Sale',
      saleIsActive: true,
      saleExpiresAt: endOfYearInNewYork(now),
      discountPercentage: SALES.fallSalePercentage,
      salePercentageDailyDeal: SALES.dailyDealPercentage,
      priority: 1,
      layoutSettings: {
        saleBanner: `${SALES.fallSavingsTitlePrefix}: ${Math.round(SALES.fallSalePercentage * 100)}% off sitewide`,
        showSaleBanner: true,
        showCountdownTimer: true,
        showEmailSubscriberPopup: true,
        showPushNotificationPopup: true,
        showGeoTransitBanner: false,
      },
    },
    {
      name: 'Summer Blowout',
      saleIsActive: false,
      saleExpiresAt: new Date(`${year}-07-31T23:59:59.999-04:00`),
      discountPercentage: SALES.earlierSalePercentages[0],
      salePercentageDailyDeal: SALES.earlierSalePercentages[1],
      priority: 2,
      layoutSettings: {
        saleBanner: `Summer Blowout: ${Math.round(SALES.earlierSalePercentages[0] * 100)}% off`,
        showSaleBanner: false,
        showCountdownTimer: false,
        showEmailSubscriberPopup: true,
        showPushNotificationPopup: false,
        showGeoTransitBanner: false,
      },
    },
  ]);
}
