// The catalogue's pages in the back office (permission 'catalogue', answers never cached):
// GET    /api/admin/collections                 AdminPage of collection pages (q: handle or title)
// GET    /api/admin/collections/<handle>        one page (a sub-collection's handle keeps its '/')
// PATCH  /api/admin/collections/<handle>        its title, keywords, search description, description, image
// GET    /api/admin/menu                        the header menu's plan
// PUT    /api/admin/menu                        a new plan: checked against the catalogue, then what shoppers see
import { Router } from 'express';
import { HttpError, noStore, parseOrThrow, requireStaff } from '@storefront/service-platform';
import { CATALOGUE_PAGES_TEXTS, adminPageOf, collectionFieldErrors } from '@storefront/shared-domain/admin';
import type { RouteContext } from '../lib/context';
import { adminCollection, editCollection, listAdminCollections } from './collections';
import { adminMenu, saveMenu } from './menu';
import { adminCollectionParams, adminCollectionsQuerySchema, collectionPatchSchema, menuPlanSchema } from './schemas';

export const ADMIN_COLLECTIONS = '/api/admin/collections';
export const ADMIN_MENU = '/api/admin/menu';

export function adminCataloguePagesRouter(ctx: RouteContext): Router {
  const router = Router();
  router.use([ADMIN_COLLECTIONS, ADMIN_MENU], requireStaff('catalogue'), noStore);

  router.get(ADMIN_COLLECTIONS, async (req, res) => {
    const q = parseOrThrow(adminCollectionsQuerySchema, req.query, 'query');
    const { page, pageSize } = adminPageOf(q);
    res.json(await listAdminCollections(ctx.models, q.q, page, pageSize));
  });

  // A sub-collection's handle keeps its '/': its page is one segment deeper.
  for (const path of [`${ADMIN_COLLECTIONS}/:handle`, `${ADMIN_COLLECTIONS}/:handle/:sub`]) {
    router.get(path, async (req, res) => {
      const { handle } = parseOrThrow(adminCollectionParams, req.params, 'handle');
      const found = await adminCollection(ctx.models, handle);
      if (!found) throw new HttpError(404, 'not_found', `Unknown collection: ${handle}`);
      res.json(found);
    });
    router.patch(path, async (req, res) => {
      const { handle } = parseOrThrow(adminCollectionParams, req.params, 'handle');
      const patch = parseOrThrow(collectionPatchSchema, req.body, 'body');
      const fields = collectionFieldErrors(patch);
      if (Object.keys(fields).length > 0)
        throw new HttpError(400, 'invalid_request', CATALOGUE_PAGES_TEXTS.refused, { fields });
      res.json(await editCollection(ctx, req, handle, patch));
    });
  }

  router.get(ADMIN_MENU, async (_req, res) => {
    res.json(await adminMenu(ctx.models));
  });

  router.put(ADMIN_MENU, async (req, res) => {
    const plan = parseOrThrow(menuPlanSchema, req.body, 'body');
    res.json(await saveMenu(ctx, req, plan));
  });
  return router;
}
