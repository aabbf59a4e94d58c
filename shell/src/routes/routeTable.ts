// Every page of the store (ROUTES in shared-domain's routes.ts, which the gateway's 404s follow too) and the remote
// module that renders it (PAGE_REMOTES, which the gateway's preloads follow too). Unknown paths fall through to the
// shell's not-found screen.
import { PAGE_REMOTES, ROUTES, type PageRouteName } from '@storefront/shared-domain';
import type { RemoteArea, RemoteModuleName } from '../remotes/areas';

export interface RemoteRoute<A extends RemoteArea = RemoteArea> {
  path: string;
  area: A;
  module: RemoteModuleName<A>;
}

type PageRemote = { [A in RemoteArea]: { area: A; module: RemoteModuleName<A> } }[RemoteArea];

// Does not compile when a page names a module its remote does not expose (REMOTE_MODULES in areas.ts).
const PAGES: Record<PageRouteName, PageRemote> = PAGE_REMOTES;

/** The page's route: its path and the module that renders it. */
export function remoteRouteOf(name: PageRouteName): RemoteRoute {
  return { path: ROUTES[name].path, ...PAGES[name] };
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = (Object.keys(PAGES) as PageRouteName[]).map(remoteRouteOf);
