// The props the shell passes to exposed modules. `npm run typecheck` checks every entry against the types the remote
// itself emits for that module (scripts/remote-types.mjs), so a remote renaming or requiring a prop fails CI instead
// of rendering a broken region. Modules the shell renders without props need no entry.
import type { RemoteArea, RemoteModuleName } from './areas';

export interface RemotePropsContract {
  'marketing/./Countdown': { desktop: boolean; mobile: boolean };
  'marketing/./FooterSignup': { desktop: boolean; mobile: boolean };
}

/** 'cart/./CartPanel': one key per exposed module of the contract in areas.ts. */
export type RemoteModuleKey = { [A in RemoteArea]: `${A}/${RemoteModuleName<A>}` }[RemoteArea];

/** Exposed modules the shell never renders as a component (loaded by integrators' pages instead). */
export const NOT_RENDERED_BY_SHELL = ['cart/./embed'] as const satisfies readonly RemoteModuleKey[];

export type RemotePropsOf<K extends string> = K extends keyof RemotePropsContract
  ? RemotePropsContract[K]
  : Record<string, never>;
