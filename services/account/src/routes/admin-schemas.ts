// The zod schemas of the back office's routes of this service (dealer applications, staff users, the audit log) and
// of the internal route that stores audit entries. The form rules are shared-domain's (the remote's forms use them).
import { z } from 'zod';
import {
  DEALER_APPLICATION_STATUSES,
  STAFF_PERMISSIONS,
  auditRangeProblem,
  rejectionReasonProblem,
  staffPermissionsProblem,
} from '@storefront/shared-domain/admin';
import type { StaffPermission } from '@storefront/shared-domain/admin';
import { emailSchema } from './schemas';

const pagingFields = {
  page: z.string().max(7).optional(),
  pageSize: z.string().max(7).optional(),
};

/** A body with exactly these fields (a form may repeat the CSRF token in it). */
function adminBody<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ ...shape, csrfToken: z.string().max(256).optional() });
}

const permissionsSchema = z
  .array(z.string().max(40), { error: 'a list of permissions is required' })
  .max(STAFF_PERMISSIONS.length * 2)
  .superRefine((list, ctx) => {
    const problem = staffPermissionsProblem(list);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((list) => list as StaffPermission[]);

// ---- dealer applications ----

export const dealerApplicationIdSchema = z.string().regex(/^[a-f\d]{24}$/i, 'an application id is 24 hex digits');

export const dealerApplicationsQuerySchema = z.object({
  ...pagingFields,
  status: z.enum(DEALER_APPLICATION_STATUSES, { error: 'status is pending, approved or rejected' }).optional(),
  q: z.string().trim().max(100, 'at most 100 characters').optional(),
});

export const dealerApprovalSchema = adminBody({});

export const dealerRejectionSchema = adminBody({
  reason: z
    .string({ error: 'a reason is required' })
    .superRefine((reason, ctx) => {
      const problem = rejectionReasonProblem(reason);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((reason) => reason.trim()),
});

// ---- staff users ----

export const staffAccountIdSchema = z.string().regex(/^\d{1,12}$/, 'an account id is digits');

export const staffListQuerySchema = z.object(pagingFields);

export const staffAddSchema = adminBody({ email: emailSchema, permissions: permissionsSchema });

export const staffUpdateSchema = adminBody({ permissions: permissionsSchema });

// ---- the audit log ----

export const auditQuerySchema = z
  .object({
    ...pagingFields,
    area: z.enum(STAFF_PERMISSIONS, { error: `area is one of ${STAFF_PERMISSIONS.join(', ')}` }).optional(),
    actor: z.string().trim().toLowerCase().max(254, 'at most 254 characters').optional(),
    target: z.string().trim().max(100, 'at most 100 characters').optional(),
    from: z.string().max(10).optional(),
    to: z.string().max(10).optional(),
  })
  .superRefine((query, ctx) => {
    const problem = auditRangeProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', path: ['from'], message: problem });
  });

const shortText = (max: number) => z.string().min(1).max(max);

/** An entry another service's queue delivers (the platform's AuditEntry). */
export const auditEntrySchema = z.strictObject({
  id: z.string().regex(/^[\w-]{8,64}$/, 'an id of 8-64 letters, digits, _ or -'),
  at: z.iso.datetime({ error: 'an ISO time is required' }),
  actor: z.strictObject({ accountId: shortText(40), email: z.string().max(254).nullable() }),
  area: z.enum(STAFF_PERMISSIONS),
  action: z
    .string()
    .regex(/^[a-z][\w-]*(\.[a-z][\w-]*)+$/i, "an action like 'order.ship'")
    .max(100),
  target: z.strictObject({ kind: shortText(60), id: shortText(200) }),
  summary: shortText(1000),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
