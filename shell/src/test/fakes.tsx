// Test doubles of the shell: a fake federation runtime, a fake registry, and a render helper with every provider.
import type { ComponentType, ReactElement } from 'react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createStorefrontStore, type StorefrontStore } from '@storefront/shared-domain';
import { AppProviders } from '../AppProviders';
import type { FederationRuntime, RemoteRegistration } from '../remotes/federation';
import type { RemoteRegistry } from '../remotes/registry';
import type { RemoteArea } from '../remotes/areas';

export class FakeRuntime implements FederationRuntime {
  registered: RemoteRegistration[][] = [];
  loads: string[] = [];
  /** id ('storefront_cart/CartPanel') -> module, or an Error to fail that load. */
  constructor(public modules: Record<string, unknown> = {}) {}
  registerRemotes(remotes: RemoteRegistration[]): void {
    this.registered.push(remotes);
  }
  async loadRemote<T>(id: string): Promise<T | null> {
    this.loads.push(id);
    const entry = this.modules[id];
    if (entry instanceof Error) throw entry;
    return (entry ?? null) as T | null;
  }
}

/** A registry whose modules are plain components keyed 'area/./Module'; a function throwing means a failed load. */
export function fakeRegistry(
  components: Partial<Record<string, ComponentType | Error>> = {},
  fallback: (area: RemoteArea, module: string) => ComponentType | Error = (area, module) => {
    const Screen = () => <div data-boundary={area} data-testid={`remote:${area}/${module}`} />;
    return Screen;
  },
): RemoteRegistry & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    ensureRegistered: async () => ({}),
    peek: () => undefined,
    async load<T>(area: RemoteArea, module: string): Promise<T> {
      const key = `${area}/${module}`;
      calls.push(key);
      const found = key in components ? components[key] : fallback(area, module);
      if (found instanceof Error) throw found;
      return { default: found } as T;
    },
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Renders `ui` with every provider. With `hydrate`, the way a server-rendered page starts: the same tree is first
 * drawn as HTML (as the server draws it: no effects, media queries not matching), and that HTML is hydrated.
 */
export function renderShell(
  ui: ReactElement,
  {
    path = '/',
    registry = fakeRegistry(),
    store = createStorefrontStore({ apiBaseUrl: 'http://shell.test', refetchListeners: false }),
    hydrate = false,
  }: {
    path?: string;
    registry?: RemoteRegistry;
    store?: StorefrontStore;
    hydrate?: boolean;
  } = {},
) {
  const tree = (pageStore: StorefrontStore) => (
    <AppProviders store={pageStore} cache={createCache({ key: 'sf' })} registry={registry}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>
  );
  if (!hydrate) return { ...render(tree(store)), store, registry };
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(
    tree(createStorefrontStore({ apiBaseUrl: 'http://shell.test', refetchListeners: false })),
  );
  return { ...render(tree(store), { container, hydrate: true }), store, registry };
}
