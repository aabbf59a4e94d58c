// One instance per page of what holds state: the API slice and the root reducer the shell's store is made of. A page
// can run two copies of shared-domain (a remote built after the shell brings its own newer copy, config/webpack/
// shared.js); if each copy made its own, the newer copy's queries and mutations would dispatch into a store that has
// never heard of its API slice ("Cannot read properties of undefined (reading 'invalidatesTags')") and its injected
// slices would go into a reducer no store uses. The first copy to load creates each one; every later copy uses it.
// The names carry the store contract version, so a copy with an incompatible contract keeps its own.

const PAGE_SINGLETONS_KEY = '__storefrontSingletons__';

/** Version of the store contract (slice names and shapes of session and ui, the API slice's reducer path). */
export const STORE_CONTRACT_VERSION = 1;

type SingletonScope = { [PAGE_SINGLETONS_KEY]?: Record<string, unknown> };

export function pageSingleton<T>(name: string, create: () => T): T {
  if (typeof window === 'undefined') return create();
  const scope = window as unknown as SingletonScope;
  const registry = (scope[PAGE_SINGLETONS_KEY] ??= {});
  const key = `${name}@${STORE_CONTRACT_VERSION}`;
  if (!Object.prototype.hasOwnProperty.call(registry, key)) registry[key] = create();
  return registry[key] as T;
}
