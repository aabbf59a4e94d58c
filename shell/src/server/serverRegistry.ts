// The remote registry of a server render: the modules the gateway loaded from the remotes' server bundles, handed out
// synchronously (RemoteView's `peek`), so a region renders its content in the first pass. A region whose module is not
// here renders its loading state, exactly as the page's first render does before that module arrives; the page then
// loads it. Every module handed out is recorded: the page loads those before hydrating, so its first render matches.
import type { ServerRenderRegion } from '@storefront/shared-domain';
import type { RemoteArea } from '../remotes/areas';
import { remoteRequestId } from '../remotes/areas';
import type { RemoteRegistry } from '../remotes/registry';

/** A module a server render used (the page loads it before hydrating), of an area this shell knows. */
export type RenderedRegion = ServerRenderRegion & { area: RemoteArea };

export interface ServerRegistry extends RemoteRegistry {
  used(): RenderedRegion[];
}

export function createServerRegistry(modules: ReadonlyMap<string, unknown>): ServerRegistry {
  const used = new Map<string, RenderedRegion>();
  return {
    ensureRegistered: () => Promise.resolve({}),
    // Effects do not run on the server; nothing loads during a render.
    load: () => new Promise<never>(() => undefined),
    peek<T>(area: RemoteArea, module: string): T | undefined {
      const id = remoteRequestId(area, module);
      const mod = modules.get(id);
      if (mod !== undefined) used.set(id, { area, module });
      return mod as T | undefined;
    },
    used: () => [...used.values()],
  };
}
