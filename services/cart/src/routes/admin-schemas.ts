// The back office's request shapes, checked with the rules its forms use (shared-domain's backoffice/orders.ts).
import { z } from 'zod';
import { quantityField, skuField } from '@storefront/service-platform';
import {
  ORDER_ADMIN_MESSAGES,
  ORDER_ADMIN_RULES,
  ORDER_STATUS_VALUES,
  RETURN_STATUS_VALUES,
  SHIPMENT_CARRIERS,
  adminPageOf,
  reasonProblem,
  trackingNumberProblem,
} from '@storefront/shared-domain/admin';

const reason = z
  .string({ error: ORDER_ADMIN_MESSAGES.reason })
  .superRefine((value, ctx) => {
    const problem = reasonProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) => v.trim());

const lines = z
  .array(z.object({ sku: skuField(), quantity: quantityField() }))
  .min(1, ORDER_ADMIN_MESSAGES.noLines)
  .max(100);

export const shipmentSchema = z.object({
  carrier: z.enum(SHIPMENT_CARRIERS as [string, ...string[]], { error: ORDER_ADMIN_MESSAGES.carrier }),
  trackingNumber: z.string({ error: ORDER_ADMIN_MESSAGES.trackingNumber }).superRefine((value, ctx) => {
    const problem = trackingNumberProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  lines: lines.optional(),
});

export const reasonSchema = z.object({ reason });
export const refundSchema = z.object({ reason, lines: lines.optional() });

const search = z.string().max(ORDER_ADMIN_RULES.searchMaxLength, 'q is too long').optional();

/** page and pageSize fall back to the first page and the default size (adminPageOf); a bad filter is a 400. */
const listQuery = <S extends readonly string[]>(statuses: S) =>
  z
    .object({
      page: z.unknown().optional(),
      pageSize: z.unknown().optional(),
      q: search,
      status: z
        .enum(statuses as unknown as [string, ...string[]], { error: `status must be one of: ${statuses.join(', ')}` })
        .optional(),
    })
    .transform(({ page, pageSize, q, status }) => ({ ...adminPageOf({ page, pageSize }), q, status }));

export const adminOrdersQuerySchema = listQuery(ORDER_STATUS_VALUES);
export const adminReturnsQuerySchema = listQuery(RETURN_STATUS_VALUES);
export const returnIdParamSchema = z.object({ id: z.string().max(64) });
