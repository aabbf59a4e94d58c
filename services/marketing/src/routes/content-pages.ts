import { Router } from 'express';
import { HttpError } from '@storefront/service-platform';
import { findContentPage } from '../domain/content-pages';
import type { MarketingModels } from '../models';

export function contentPagesRouter(models: Pick<MarketingModels, 'ContentPage'>): Router {
  const router = Router();
  // GET /api/marketing/pages/:handle -> ContentPage; an unknown or malformed handle is a 404 alike.
  router.get('/marketing/pages/:handle', async (req, res) => {
    const page = await findContentPage(models, req.params.handle);
    if (!page) throw new HttpError(404, 'page_not_found', 'Page not found');
    res.set('Cache-Control', 'public, max-age=60');
    res.json(page);
  });
  return router;
}
