// Renders an exposed module of a remote inside its own error boundary (and, for server renders, its own Suspense
// boundary).
import { Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useNearViewport } from '@storefront/shared-domain';
import type { RemoteArea, RemoteModuleName } from './areas';
import type { RemotePropsOf } from './remoteProps';
import { RemoteBoundary } from './RemoteBoundary';
import { useRemoteRegistry } from './RegistryContext';

type RemoteComponentModule = { default?: unknown } | ComponentType<Record<string, unknown>>;

function componentOf(mod: RemoteComponentModule, area: string, module: string): ComponentType<Record<string, unknown>> {
  const candidate = typeof mod === 'function' ? mod : (mod as { default?: unknown }).default;
  if (
    typeof candidate === 'function' ||
    (typeof candidate === 'object' && candidate !== null && '$$typeof' in candidate)
  ) {
    return candidate as ComponentType<Record<string, unknown>>;
  }
  throw new Error(`${area} ${module} has no default-exported component`);
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<Record<string, unknown>> }
  | { status: 'error'; error: unknown };

function RemoteLoader({
  area,
  module,
  props,
  loading,
}: {
  area: RemoteArea;
  module: string;
  props?: Record<string, unknown>;
  loading: ReactNode;
}) {
  const registry = useRemoteRegistry();
  const [state, setState] = useState<LoadState>(() => {
    const ready = registry.peek<RemoteComponentModule>(area, module);
    if (!ready) return { status: 'loading' };
    try {
      return { status: 'ready', Component: componentOf(ready, area, module) };
    } catch (error) {
      return { status: 'error', error };
    }
  });

  useEffect(() => {
    if (state.status !== 'loading') return undefined;
    let live = true;
    registry.load<RemoteComponentModule>(area, module).then(
      (mod) => {
        if (!live) return;
        try {
          setState({ status: 'ready', Component: componentOf(mod, area, module) });
        } catch (error) {
          setState({ status: 'error', error });
        }
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [registry, area, module, state.status]);

  if (state.status === 'error') throw state.error; // to the boundary
  if (state.status === 'loading') return <>{loading}</>;
  const { Component } = state;
  return <Component {...props} />;
}

export interface RemoteViewProps<A extends RemoteArea, M extends RemoteModuleName<A> = RemoteModuleName<A>> {
  area: A;
  module: M;
  /** Typed by the shell's props contract (remoteProps.ts), which is checked against the remote's emitted types. */
  props?: RemotePropsOf<`${A}/${M}`>;
  /** Shown while the module loads (default: nothing). */
  loading?: ReactNode;
  silent?: boolean;
  /**
   * Below the fold: the module is fetched only when its place comes into view, or once the shopper scrolls to within
   * NEAR_VIEWPORT_AHEAD_PX of it (a page's first load carries what the shopper sees, not the footer's form).
   */
  nearViewport?: boolean;
}

export function RemoteView<A extends RemoteArea, M extends RemoteModuleName<A>>({
  area,
  module,
  props,
  loading = null,
  silent,
  nearViewport = false,
}: RemoteViewProps<A, M>) {
  const location = useLocation();
  const placeRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeRef, { enabled: nearViewport });
  if (!near) return <div ref={placeRef} data-remote-waits-for-viewport={`${area}/${module}`} />;
  return (
    <RemoteBoundary area={area} module={module} resetKey={location.key} silent={silent}>
      {(attempt) => (
        // Nothing here suspends in the browser. On the server a region that throws ends at this boundary: its loading
        // state goes into the HTML, the rest of the page streams on, and the browser renders the region (hydration.ts).
        <Suspense fallback={loading}>
          <RemoteLoader key={attempt} area={area} module={module} props={props} loading={loading} />
        </Suspense>
      )}
    </RemoteBoundary>
  );
}

/** The loading line of a routed screen. */
export function ScreenLoading() {
  return (
    <p role="status" aria-live="polite" css={{ padding: '24px 16px', color: '#5f6368' }}>
      Loading...
    </p>
  );
}
