// The catalogue's back office (permission 'catalogue', answers never cached):
// GET    /api/admin/catalogue/products            AdminPage of products (q, category, stock, discontinued)
// GET    /api/admin/catalogue/categories          the categories the list filters by
// GET    /api/admin/catalogue/products/:sku       a product with its variants
// PATCH  /api/admin/catalogue/products/:sku       prices, pre-order, discontinued
// PATCH  /api/admin/catalogue/variants/:sku       price, warehouse stock, pre-order, discontinued
// POST   /api/admin/fitment/import[?dryRun=1]     the fitment file (text/csv, or JSON { csv }): report, then apply
// GET    /api/admin/fitment/export                the fitment file of the whole catalogue
import express, { Router, type Request } from 'express';
import { HttpError, noStore, parseOrThrow, recordAudit, requireStaff, viewerOf } from '@storefront/service-platform';
import {
  CATALOGUE_ADMIN_LIMITS,
  FITMENT_TEXTS,
  adminPageOf,
  type FitmentImportResult,
} from '@storefront/shared-domain/admin';
import type { RouteContext } from '../lib/context';
import { exportFitment, importFitment, planFitmentImport, type FitmentPlan } from './fitment';
import { editCatalogueItem, type EditTarget, type ItemEdit } from './product-writes';
import { adminCategories, adminProductDetail, listAdminProducts } from './products';
import {
  adminProductsQuerySchema,
  adminSkuParams,
  fitmentImportQuerySchema,
  fitmentJsonBodySchema,
  productPatchSchema,
  variantPatchSchema,
} from './schemas';

export const ADMIN_CATALOGUE = '/api/admin/catalogue';
export const ADMIN_FITMENT = '/api/admin/fitment';

/** The CSV arrives as text/csv (up to 2 MB, read by this route only) or as JSON { csv }. */
const readCsvText = express.text({ type: ['text/csv', 'text/plain'], limit: CATALOGUE_ADMIN_LIMITS.fitmentMaxBytes });

function csvOf(req: Request): string {
  if (typeof req.body === 'string') return req.body;
  return parseOrThrow(fitmentJsonBodySchema, req.body ?? {}, 'body').csv;
}

/** The answers drop what they kept of the old fitment, and the import goes into the audit log. */
async function auditImport(ctx: RouteContext, req: Request, plan: FitmentPlan): Promise<void> {
  ctx.cache.clear();
  const { added, removed, products, lines, unchanged } = plan.summary;
  await recordAudit(ctx.queue, req, {
    area: 'catalogue',
    action: 'fitment.import',
    target: { kind: 'fitment', id: 'catalogue' },
    summary: `Imported the fitment file: ${added} vehicle lines added, ${removed} removed, on ${products} products`,
    before: { lines: unchanged + removed },
    after: { lines, added, removed },
  });
}

export function adminCatalogueRouter(ctx: RouteContext): Router {
  const router = Router();
  router.use([ADMIN_CATALOGUE, ADMIN_FITMENT], requireStaff('catalogue'), noStore);

  router.get(`${ADMIN_CATALOGUE}/products`, async (req, res) => {
    const q = parseOrThrow(adminProductsQuerySchema, req.query, 'query');
    const { page, pageSize } = adminPageOf(q);
    res.json(await listAdminProducts(ctx.models, q, page, pageSize));
  });

  router.get(`${ADMIN_CATALOGUE}/categories`, async (_req, res) => {
    res.json({ categories: await adminCategories(ctx.models) });
  });

  router.get(`${ADMIN_CATALOGUE}/products/:sku`, async (req, res) => {
    const { sku } = parseOrThrow(adminSkuParams, req.params, 'sku');
    const detail = await adminProductDetail(ctx.models, sku);
    if (!detail) throw new HttpError(404, 'not_found', `Unknown product: ${sku}`);
    res.json(detail);
  });

  const edit = async (req: Request, target: EditTarget, changes: ItemEdit) => {
    const { sku } = await editCatalogueItem(ctx, req, target, changes);
    return adminProductDetail(ctx.models, sku);
  };
  router.patch(`${ADMIN_CATALOGUE}/products/:sku`, async (req, res) => {
    const { sku } = parseOrThrow(adminSkuParams, req.params, 'sku');
    const changes = parseOrThrow(productPatchSchema, req.body, 'body');
    res.json(await edit(req, { kind: 'product', sku }, changes));
  });
  router.patch(`${ADMIN_CATALOGUE}/variants/:sku`, async (req, res) => {
    const { sku } = parseOrThrow(adminSkuParams, req.params, 'sku');
    const changes = parseOrThrow(variantPatchSchema, req.body, 'body');
    res.json(await edit(req, { kind: 'variant', sku }, changes));
  });

  router.post(`${ADMIN_FITMENT}/import`, readCsvText, async (req, res) => {
    const { dryRun } = parseOrThrow(fitmentImportQuerySchema, req.query, 'query');
    const csv = csvOf(req);
    const dry = dryRun === '1' || dryRun === 'true';
    const plan = dry
      ? await planFitmentImport(ctx.models, csv)
      : await importFitment(ctx.models, csv, { actor: viewerOf(req).accountId ?? '' });
    const result: FitmentImportResult = { dryRun: dry, applied: false, report: plan.report, summary: plan.summary };
    if (dry) return void res.json(result);
    if (plan.report.length > 0) throw new HttpError(422, 'validation', FITMENT_TEXTS.refused, result);
    if (plan.changes.length > 0) await auditImport(ctx, req, plan);
    res.json({ ...result, applied: true });
  });

  router.get(`${ADMIN_FITMENT}/export`, async (_req, res) => {
    const csv = await exportFitment(ctx.models);
    res.type('text/csv; charset=utf-8');
    res.attachment('fitment.csv');
    res.send(csv);
  });
  return router;
}
