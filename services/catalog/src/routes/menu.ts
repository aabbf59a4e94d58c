// GET /api/menu -> MenuData (built at seed time, fixed featured products).
import { Router } from 'express';
import { HttpError } from '@storefront/service-platform';
import type { MenuData } from '@storefront/shared-domain';
import type { MenuDoc } from '../models';
import { sendJsonBody, toJsonBody } from '../lib/cache';
import { LIST_CACHE_CONTROL, type RouteContext } from '../lib/context';

export function menuRouter(ctx: RouteContext): Router {
  const router = Router();
  router.get('/api/menu', async (_req, res) => {
    const answer = await ctx.cache.get('menu', async () => {
      const menu = await ctx.models.Menu.findOne({ key: 'main' }, { _id: 0 }).lean<MenuDoc>().exec();
      return menu ? toJsonBody(menu.data satisfies MenuData) : null;
    });
    if (!answer) throw new HttpError(503, 'menu_unavailable', 'The menu has not been seeded');
    res.set('Cache-Control', LIST_CACHE_CONTROL);
    sendJsonBody(res, answer);
  });
  return router;
}
