// The sale form's values (what the fields hold: text and switches) and their rules: the shared sale rules of the
// service, run on the values converted the way the form sends them, each message on its field.
import { z } from 'zod/mini';
import { saleInputProblems, saleNameProblem, SALE_TEXTS } from '@storefront/shared-domain/admin';
import type { AdminSale, AdminSaleInput } from '@storefront/shared-domain/admin';
import { fromLocalInput, toLocalInput } from '../adminTime';

export interface SaleFormValues {
  name: string;
  saleIsActive: boolean;
  startsAt: string;
  saleExpiresAt: string;
  discountPercent: string;
  dailyDealPercent: string;
  priority: string;
  saleBanner: string;
  showSaleBanner: boolean;
  showCountdownTimer: boolean;
  showEmailSubscriberPopup: boolean;
  showPushNotificationPopup: boolean;
  showGeoTransitBanner: boolean;
}

export const NEW_SALE_VALUES: SaleFormValues = {
  name: '',
  saleIsActive: true,
  startsAt: '',
  saleExpiresAt: '',
  discountPercent: '15',
  dailyDealPercent: '15',
  priority: '10',
  saleBanner: '',
  showSaleBanner: true,
  showCountdownTimer: true,
  showEmailSubscriberPopup: true,
  showPushNotificationPopup: true,
  showGeoTransitBanner: false,
};

export function saleFormValues(sale: AdminSale): SaleFormValues {
  return {
    name: sale.name,
    saleIsActive: sale.saleIsActive,
    startsAt: toLocalInput(sale.startsAt),
    saleExpiresAt: toLocalInput(sale.saleExpiresAt),
    discountPercent: String(sale.discountPercent),
    dailyDealPercent: String(sale.dailyDealPercent),
    priority: String(sale.priority),
    ...sale.layoutSettings,
    saleBanner: sale.layoutSettings.saleBanner ?? '',
  };
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The API's input from the form's values (times that are no time stay 'invalid' for the rules to name). */
export function saleInputOf(values: SaleFormValues): AdminSaleInput {
  const startsAt = fromLocalInput(values.startsAt);
  return {
    saleIsActive: values.saleIsActive,
    startsAt,
    saleExpiresAt: fromLocalInput(values.saleExpiresAt) ?? '',
    discountPercent: numberOf(values.discountPercent),
    dailyDealPercent: numberOf(values.dailyDealPercent),
    priority: numberOf(values.priority),
    layoutSettings: {
      saleBanner: values.saleBanner.trim(),
      showSaleBanner: values.showSaleBanner,
      showCountdownTimer: values.showCountdownTimer,
      showEmailSubscriberPopup: values.showEmailSubscriberPopup,
      showPushNotificationPopup: values.showPushNotificationPopup,
      showGeoTransitBanner: values.showGeoTransitBanner,
    },
  };
}

const FIELD_OF: Record<string, keyof SaleFormValues> = { 'layoutSettings.saleBanner': 'saleBanner' };

export const saleFormSchema = z
  .object({
    name: z.string(),
    saleIsActive: z.boolean(),
    startsAt: z.string(),
    saleExpiresAt: z.string(),
    discountPercent: z.string(),
    dailyDealPercent: z.string(),
    priority: z.string(),
    saleBanner: z.string(),
    showSaleBanner: z.boolean(),
    showCountdownTimer: z.boolean(),
    showEmailSubscriberPopup: z.boolean(),
    showPushNotificationPopup: z.boolean(),
    showGeoTransitBanner: z.boolean(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const nameProblem = saleNameProblem(values.name);
      if (nameProblem) ctx.addIssue({ code: 'custom', message: nameProblem, path: ['name'] });
      const input = saleInputOf(values);
      if (input.saleExpiresAt === 'invalid') input.saleExpiresAt = '';
      if (input.startsAt === 'invalid') {
        ctx.addIssue({ code: 'custom', message: SALE_TEXTS.startInvalid, path: ['startsAt'] });
        input.startsAt = null;
      }
      for (const problem of saleInputProblems(input)) {
        ctx.addIssue({ code: 'custom', message: problem.message, path: [FIELD_OF[problem.field] ?? problem.field] });
      }
    }),
  );
