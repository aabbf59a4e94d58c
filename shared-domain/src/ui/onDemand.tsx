// Code fetched only when a screen needs it (a page's first load carries what is on screen; a form, a dialog
// or a below-the-fold section arrives when the shopper shows intent or gets near it). A failed fetch never breaks the
// page: it is logged with the part's owner, the caller shows what it chooses (an error line, nothing, what it showed
// before), and the next attempt fetches again.
import {
  Component,
  lazy,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

export interface OnDemandPart<P extends object> {
  /** Who owns it and what it is, for the console when it cannot be fetched: '[cart] the cart panel'. */
  readonly what: string;
  /**
   * Starts fetching (once; again after a failure) on a sign of intent: pointer-enter, focus, a bus event. Settles
   * when the fetch has (never rejects: a failure is reported by the render that needs the part).
   */
  prefetch(): Promise<void>;
  /**
   * The component for a new attempt: the part itself once its code has arrived (so a render, on the server or in the
   * browser, does not suspend for what is already there: React would outline that boundary in the server's HTML,
   * hidden until a script moves it), else a new React.lazy (React keeps a failed lazy component failed, so each
   * attempt needs its own).
   */
  newLazyComponent(): ComponentType<P> | LazyExoticComponent<ComponentType<P>>;
}

/**
 * One lazily fetched part: `load` is the dynamic import (give it a webpackChunkName starting with "lazy-" so the shell's
 * startup preloads leave it out), `pick` takes the component from the module.
 */
export function onDemandPart<M, P extends object>(
  owner: string,
  what: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): OnDemandPart<P> {
  let loading: Promise<M> | null = null;
  let loaded: { module: M } | null = null;
  const fetchModule = () => {
    loading ??= load().then(
      (module) => {
        loaded = { module };
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return {
    what: `[${owner}] ${what}`,
    prefetch: () =>
      fetchModule().then(
        () => undefined,
        () => undefined,
      ),
    newLazyComponent: () =>
      loaded ? pick(loaded.module) : lazy(() => fetchModule().then((module) => ({ default: pick(module) }))),
  };
}

/** The part's lazy component for this attempt; `retry` starts a new attempt (and `attempt` keys its boundary). */
export function useOnDemandPart<P extends object>(part: OnDemandPart<P>) {
  const [current, setCurrent] = useState(() => ({ attempt: 0, Lazy: part.newLazyComponent() }));
  const retry = () => setCurrent(({ attempt }) => ({ attempt: attempt + 1, Lazy: part.newLazyComponent() }));
  return { ...current, retry };
}

/**
 * `useOnDemandPart` for a part nobody asked for (a popup, a signed-in header part): a failed fetch is not retried on
 * the page it failed on, and is on the next page the shopper opens. `pathname` is the router's current path; give
 * `onError` to the part's OnDemandBoundary; `failed` is true from the failure until the shopper moves on.
 */
export function useOnDemandPartPerPage<P extends object>(part: OnDemandPart<P>, pathname: string) {
  const { Lazy, attempt, retry } = useOnDemandPart(part);
  const [failedOnPath, setFailedOnPath] = useState<string | null>(null);
  if (failedOnPath !== null && failedOnPath !== pathname) {
    setFailedOnPath(null);
    retry();
  }
  return { Lazy, attempt, failed: failedOnPath !== null, onError: () => setFailedOnPath(pathname) };
}

export interface OnDemandBoundaryProps {
  /** The part's `what`, for the console. */
  what: string;
  /** Shown instead of the part once its fetch failed (nothing by default). */
  failed?: ReactNode;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** Catches the failed fetch of an on-demand part below it: logs it and shows `failed`. Key it by the attempt. */
export class OnDemandBoundary extends Component<OnDemandBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    console.error(`${this.props.what} could not be loaded`, error);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? (this.props.failed ?? null) : this.props.children;
  }
}
