// The back office's returns (permission 'returns'): list, detail, approve, receive, refund, reject with a reason.
import { Router } from 'express';
import type { Request } from 'express';
import { noStore, parseOrThrow, recordAudit, requireJsonBody, requireStaff } from '@storefront/service-platform';
import type { ReturnStatus } from '@storefront/shared-domain';
import type { AdminContext } from '../domain/admin/context';
import {
  adminReturn,
  approveReturn,
  listAdminReturns,
  loadReturn,
  receiveReturn,
  refundReturn,
  rejectReturn,
} from '../domain/admin/returns-admin';
import type { ReturnDoc } from '../models/order';
import { actorOf } from './admin-orders';
import { adminReturnsQuerySchema, reasonSchema, returnIdParamSchema } from './admin-schemas';

const idOf = (req: Request) => parseOrThrow(returnIdParamSchema, req.params, 'path').id;

async function answer(
  ctx: AdminContext,
  req: Request,
  verb: 'approve' | 'receive' | 'refund' | 'reject',
  change: { before: ReturnDoc; after: ReturnDoc },
  summary: string,
) {
  const { before, after } = change;
  await recordAudit(ctx.queue, req, {
    area: 'returns',
    action: `return.${verb}`,
    target: { kind: 'return', id: String(before._id) },
    summary,
    before: { status: before.status },
    after: { status: after.status, ...(after.rejection_reason ? { reason: after.rejection_reason } : {}) },
  });
  return { data: await adminReturn(ctx, String(after._id)) };
}

const describe = (r: ReturnDoc) => `${r.quantity} x ${r.sku} of order ${r.order_number}`;

export function adminReturnsRouter(ctx: AdminContext): Router {
  const router = Router();
  router.use('/admin/returns', noStore, requireStaff('returns'));

  router.get('/admin/returns', async (req, res) => {
    const query = parseOrThrow(adminReturnsQuerySchema, req.query, 'query');
    res.json(await listAdminReturns(ctx, { ...query, status: query.status as ReturnStatus | undefined }));
  });
  router.get('/admin/returns/:id', async (req, res) => {
    res.json({ data: await adminReturn(ctx, idOf(req)) });
  });
  router.post('/admin/returns/:id/approve', async (req, res) => {
    const before = await loadReturn(ctx, idOf(req));
    const after = await approveReturn(ctx, idOf(req));
    res.json(await answer(ctx, req, 'approve', { before, after }, `Approved the return of ${describe(after)}`));
  });
  router.post('/admin/returns/:id/receive', async (req, res) => {
    const before = await loadReturn(ctx, idOf(req));
    const after = await receiveReturn(ctx, idOf(req));
    res.json(await answer(ctx, req, 'receive', { before, after }, `Received the return of ${describe(after)}`));
  });
  router.post('/admin/returns/:id/refund', async (req, res) => {
    const before = await loadReturn(ctx, idOf(req));
    const after = await refundReturn(ctx, idOf(req), actorOf(req));
    const summary = `Refunded $${(after.refund_amount ?? 0).toFixed(2)} for the return of ${describe(after)}`;
    res.json(await answer(ctx, req, 'refund', { before, after }, summary));
  });
  router.post('/admin/returns/:id/reject', requireJsonBody, async (req, res) => {
    const { reason } = parseOrThrow(reasonSchema, req.body ?? {}, 'body');
    const before = await loadReturn(ctx, idOf(req));
    const after = await rejectReturn(ctx, idOf(req), reason);
    res.json(
      await answer(ctx, req, 'reject', { before, after }, `Rejected the return of ${describe(after)}: ${reason}`),
    );
  });
  return router;
}
