// Which content page an address shows, in one place: the page's hook reads it from the router, the server's prefetch
// from the route the gateway matched, and both must ask the marketing service for the same handle.
import { PAGE_REMOTES, ROUTES, type PageRouteName } from '@storefront/shared-domain';

/** The handle: the :page parameter, else the last path segment (/jobs). */
export function contentHandleOf(page: string | undefined, pathname: string): string {
  if (page) return page;
  const segments = pathname.split('/').filter(Boolean);
  return decodeURIComponent(segments[segments.length - 1] ?? '');
}

const isContentPageRoute = (name: PageRouteName) =>
  PAGE_REMOTES[name].area === 'marketing' && PAGE_REMOTES[name].module === './ContentPage';

const FIXED_CONTENT_PATHS: readonly string[] = (Object.keys(ROUTES) as PageRouteName[])
  .filter(isContentPageRoute)
  .map((name) => ROUTES[name].path)
  .filter((pattern) => !pattern.includes(':'));

/**
 * The handle of a route's parameters, as a server render knows the address: without :page the path itself names the
 * page, and the one fixed path routed to the content page (/jobs) is that path. Null when that cannot be told (several
 * such paths, or none), so nothing is fetched rather than the wrong page.
 */
export function contentHandleOfParams(params: Record<string, string | undefined>): string | null {
  if (params.page) return contentHandleOf(params.page, '');
  if (FIXED_CONTENT_PATHS.length !== 1) return null;
  return contentHandleOf(undefined, FIXED_CONTENT_PATHS[0]) || null;
}
