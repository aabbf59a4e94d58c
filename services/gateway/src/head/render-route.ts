// One route's head: pages without a catalogue call directly; the others from their service, where a page the
// service does not know is a 404 and a failing service gives the generic head (not cached), never an exception.
import type { HeadContext, Rendered } from './head-context';
import { collectionHead } from './collection-head';
import { contentHead } from './content-head';
import type { Route } from './page-route';
import { productHead } from './product-head';
import { NotFound } from './read-json';
import { homeHead, screenHead, searchHead } from './site-heads';
import { vehicleHead } from './vehicle-head';

export async function renderRoute(ctx: HeadContext, route: Route, path: string): Promise<Rendered> {
  if (route.kind === 'home') return homeHead(ctx);
  if (route.kind === 'search') return searchHead(ctx, route.q);
  if (route.kind === 'screen') return screenHead(ctx, route.type, route.path);
  if (route.kind === 'impossible') return { head: ctx.genericHead(path, 'noindex'), status: 404, cacheable: true };
  try {
    return route.kind === 'content'
      ? await contentHead(ctx, route.handle, path.replace(/\/+$/, ''))
      : route.kind === 'collection'
        ? await collectionHead(ctx, route.handle)
        : route.kind === 'vehicle'
          ? await vehicleHead(ctx, route.params)
          : await productHead(ctx, route.handle, route.variant);
  } catch (err) {
    if (err instanceof NotFound) return { head: ctx.genericHead(path, 'noindex'), status: 404, cacheable: true };
    return { head: ctx.genericHead(path), status: 200, cacheable: false };
  }
}
