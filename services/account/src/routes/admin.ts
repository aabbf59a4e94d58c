// The account service's sections of the back office (ARCHITECTURE.md §6): dealer applications ('dealers'), staff
// users ('staff') and the audit log (every staff member). The viewer is the gateway's signed one (not the session),
// every route checks its permission first, every change is written to the audit log before the answer, and emails
// leave through the job queue after it.
import { Router } from 'express';
import type { Request } from 'express';
import {
  HttpError,
  enqueueMail,
  noStore,
  parseOrThrow,
  recordAudit,
  requireStaff,
  viewerOf,
} from '@storefront/service-platform';
import type { JobQueue } from '@storefront/service-platform';
import { adminPageOf } from '@storefront/shared-domain/admin';
import type { AccountModels } from '../models/user';
import type { dealerApplicationModel } from '../models/dealer-application';
import type { AuditEntryModel } from '../models/audit-entry';
import {
  approveApplication,
  decisionMail,
  getApplication,
  listApplications,
  rejectApplication,
  toAdminApplication,
} from '../domain/dealer-applications-admin';
import type { Decided } from '../domain/dealer-applications-admin';
import { findStaff, listStaff, makeStaff, removeStaff, setStaffPermissions, toAdminStaffUser } from '../domain/staff';
import { listAuditEntries } from '../domain/audit-log';
import {
  auditQuerySchema,
  dealerApplicationIdSchema,
  dealerApplicationsQuerySchema,
  dealerApprovalSchema,
  dealerRejectionSchema,
  staffAccountIdSchema,
  staffAddSchema,
  staffListQuerySchema,
  staffUpdateSchema,
} from './admin-schemas';

export interface AdminRouterOptions {
  models: AccountModels;
  DealerApplication: ReturnType<typeof dealerApplicationModel>;
  Audit: AuditEntryModel;
  queue: JobQueue;
  clock: () => Date;
  /** The store's address, which the links in emails point at. */
  publicOrigin: string;
}

/** The staff member acting (the back office's routes check staff first). */
function actorOf(req: Request): { accountId: string; email: string } {
  const viewer = viewerOf(req);
  return { accountId: viewer.accountId ?? '', email: viewer.email ?? viewer.accountId ?? '' };
}

function applicationIdOf(req: Request): string {
  return parseOrThrow(dealerApplicationIdSchema, req.params.id, 'id');
}

function dealerRoutes(router: Router, opts: AdminRouterOptions): void {
  const staff = requireStaff('dealers');
  router.get('/dealers', staff, async (req, res) => {
    const query = parseOrThrow(dealerApplicationsQuerySchema, req.query, 'query');
    res.json(await listApplications(opts.DealerApplication, query, adminPageOf(query)));
  });
  router.get('/dealers/:id', staff, async (req, res) => {
    const doc = await getApplication(opts.DealerApplication, applicationIdOf(req));
    res.json({ data: toAdminApplication(doc) });
  });
  const decided = async (req: Request, verb: 'approve' | 'reject', result: Decided) => {
    const after = toAdminApplication(result.after);
    const said = verb === 'approve' ? 'Approved' : 'Rejected';
    await recordAudit(opts.queue, req, {
      area: 'dealers',
      action: `dealer-application.${verb}`,
      target: { kind: 'dealer-application', id: after.id },
      summary: `${said} the dealer application of ${after.company_name} (${after.email})`,
      before: { status: toAdminApplication(result.before).status },
      after: { status: after.status, ...(after.rejectionReason ? { rejectionReason: after.rejectionReason } : {}) },
    });
    await enqueueMail(
      opts.queue,
      decisionMail(result.after, opts.publicOrigin),
      `dealer-application-${verb}:${after.id}`,
    );
    return after;
  };
  router.post('/dealers/:id/approve', staff, async (req, res) => {
    parseOrThrow(dealerApprovalSchema, req.body ?? {}, 'approval');
    const decision = { id: applicationIdOf(req), by: actorOf(req).email, now: opts.clock() };
    const result = await approveApplication(opts.models, opts.DealerApplication, decision);
    res.json({ data: await decided(req, 'approve', result) });
  });
  router.post('/dealers/:id/reject', staff, async (req, res) => {
    const id = applicationIdOf(req);
    const { reason } = parseOrThrow(dealerRejectionSchema, req.body ?? {}, 'rejection');
    const decision = { id, by: actorOf(req).email, now: opts.clock() };
    const result = await rejectApplication(opts.DealerApplication, decision, reason);
    res.json({ data: await decided(req, 'reject', result) });
  });
}

function staffIdOf(req: Request): string {
  return parseOrThrow(staffAccountIdSchema, req.params.accountId, 'accountId');
}

function staffRoutes(router: Router, opts: AdminRouterOptions): void {
  const staff = requireStaff('staff');
  router.get('/staff', staff, async (req, res) => {
    res.json(await listStaff(opts.models, adminPageOf(parseOrThrow(staffListQuerySchema, req.query, 'query'))));
  });
  router.post('/staff', staff, async (req, res) => {
    const input = parseOrThrow(staffAddSchema, req.body ?? {}, 'staff user');
    const added = await makeStaff(opts.models, { ...input, addedBy: actorOf(req).email, now: opts.clock() });
    await recordAudit(opts.queue, req, {
      area: 'staff',
      action: 'staff.add',
      target: { kind: 'account', id: added.user.accountId },
      summary: `Made ${added.user.email} staff (${added.user.permissions.join(', ') || 'audit log only'})`,
      after: { permissions: added.user.permissions },
    });
    res.status(201).json({ data: added });
  });
  router.get('/staff/:accountId', staff, async (req, res) => {
    res.json({ data: toAdminStaffUser(await findStaff(opts.models, { accountId: staffIdOf(req) })) });
  });
}

/** Changing and removing staff users: nobody takes away their own 'staff' permission or removes themselves. */
function staffChangeRoutes(router: Router, opts: AdminRouterOptions): void {
  const staff = requireStaff('staff');
  router.put('/staff/:accountId', staff, async (req, res) => {
    const accountId = staffIdOf(req);
    const { permissions } = parseOrThrow(staffUpdateSchema, req.body ?? {}, 'permissions');
    if (accountId === actorOf(req).accountId && !permissions.includes('staff')) {
      throw new HttpError(400, 'bad_request', 'You cannot take away your own staff permission.');
    }
    const { before, after } = await setStaffPermissions(opts.models, accountId, permissions);
    await recordAudit(opts.queue, req, {
      area: 'staff',
      action: 'staff.update',
      target: { kind: 'account', id: accountId },
      summary: `Changed the permissions of ${after.email} to ${after.permissions.join(', ') || 'none'}`,
      before: { permissions: before.permissions },
      after: { permissions: after.permissions },
    });
    res.json({ data: after });
  });
  router.delete('/staff/:accountId', staff, async (req, res) => {
    const accountId = staffIdOf(req);
    if (accountId === actorOf(req).accountId) {
      throw new HttpError(400, 'bad_request', 'You cannot remove yourself from the staff.');
    }
    const before = await removeStaff(opts.models, accountId);
    await recordAudit(opts.queue, req, {
      area: 'staff',
      action: 'staff.remove',
      target: { kind: 'account', id: accountId },
      summary: `Removed ${before.email} from the staff`,
      before: { permissions: before.permissions },
    });
    res.status(204).end();
  });
}

/** Mounted at /api/admin. */
export function adminRouter(opts: AdminRouterOptions): Router {
  const router = Router();
  router.use(noStore);
  dealerRoutes(router, opts);
  staffRoutes(router, opts);
  staffChangeRoutes(router, opts);
  router.get('/audit', requireStaff(null), async (req, res) => {
    const query = parseOrThrow(auditQuerySchema, req.query, 'query');
    const { area, actor, target, from, to } = query;
    res.json(await listAuditEntries(opts.Audit, { area, actor, target, from, to }, adminPageOf(query)));
  });
  return router;
}
