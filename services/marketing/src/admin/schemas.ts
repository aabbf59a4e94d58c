// The back office's inputs: zod gives the shapes, the shared rules of '@storefront/shared-domain/admin' decide what is
// valid (the remote's forms run the same rules), so both refuse the same input with the same words.
import { z } from 'zod';
import {
  CONTENT_LIMITS,
  SALE_LIMITS,
  SUBSCRIBER_CONSENT_FILTERS,
  SUBSCRIBER_SEARCH_MAX,
  contentInputProblems,
  contentSlugProblem,
  saleInputProblems,
  saleNameProblem,
} from '@storefront/shared-domain/admin';
import type { AdminContentInput, AdminSaleInput, FieldProblem } from '@storefront/shared-domain/admin';

/** Adds the shared rules' problems to zod's, each at its field's path. */
function refineWith<T>(rules: (value: T) => FieldProblem[]) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const problem of rules(value)) {
      ctx.addIssue({ code: 'custom', path: problem.field.split('.'), message: problem.message });
    }
  };
}

const isoTime = z.iso.datetime({ offset: true, error: 'Enter a date and time (ISO 8601).' });

export const saleParams = z.object({
  name: z.string().superRefine((name, ctx) => {
    const message = saleNameProblem(name);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
});

export const saleBody = z
  .object({
    saleIsActive: z.boolean(),
    startsAt: isoTime.nullable(),
    saleExpiresAt: isoTime,
    discountPercent: z.number(),
    dailyDealPercent: z.number(),
    priority: z.number().int(),
    layoutSettings: z.object({
      saleBanner: z.string().max(SALE_LIMITS.bannerMax * 2),
      showSaleBanner: z.boolean(),
      showCountdownTimer: z.boolean(),
      showEmailSubscriberPopup: z.boolean(),
      showPushNotificationPopup: z.boolean(),
      showGeoTransitBanner: z.boolean(),
    }),
  })
  .strict()
  .superRefine(refineWith<AdminSaleInput>(saleInputProblems));

export const pagingQuery = z.object({
  page: z.string().optional(),
  pageSize: z.string().optional(),
});

export const subscriberListQuery = pagingQuery.extend({
  q: z.string().max(SUBSCRIBER_SEARCH_MAX).optional(),
  consent: z.enum(SUBSCRIBER_CONSENT_FILTERS).optional(),
});

export const subscriberExportQuery = subscriberListQuery.omit({ page: true, pageSize: true });

export const subscriberParams = z.object({ id: z.string().regex(/^[a-f0-9]{24}$/, 'Not a subscriber id') });

export const optOutBody = z.object({ channel: z.enum(['email', 'sms']) }).strict();

export const contentParams = z.object({
  slug: z.string().superRefine((slug, ctx) => {
    const message = contentSlugProblem(slug);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
});

const text = z.string().max(CONTENT_LIMITS.text * 2);
const items = <T extends z.ZodType>(item: T) => z.array(item).max(CONTENT_LIMITS.items * 2);

const contentBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), text }).strict(),
  z.object({ type: z.literal('paragraph'), text }).strict(),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: items(text) }).strict(),
  z.object({ type: z.literal('links'), items: items(z.object({ text, href: text }).strict()) }).strict(),
  z.object({ type: z.literal('faq'), items: items(z.object({ question: text, answer: text }).strict()) }).strict(),
  z.object({ type: z.literal('contact-form') }).strict(),
]);

export const contentBody = z
  .object({
    title: z.string().max(CONTENT_LIMITS.title * 2),
    description: z.string().max(CONTENT_LIMITS.description * 2),
    blocks: z.array(contentBlock).max(CONTENT_LIMITS.blocks * 2),
    published: z.boolean(),
  })
  .strict()
  .superRefine(refineWith<AdminContentInput>(contentInputProblems));
