// Code fetched only when a screen needs it (issue 15: the dashboard's first load carries what is on screen, the form
// libraries arrive with the forms). A failed fetch never breaks the page: it is logged, the part shows the error line
// (or the caller falls back to what it showed before), and the next attempt fetches again.
import {
  Component,
  lazy,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { ERROR_TEXTS } from '@storefront/shared-domain';
import { Button, ErrorNotice, Row, Stack } from './ui';

export interface OnDemandPart<P extends object> {
  /** What it is, for the console when it cannot be fetched. */
  readonly what: string;
  /** Starts fetching (once; again after a failure) on a sign of intent: pointer-enter, focus. */
  prefetch(): void;
  /** A new React.lazy component of it: React keeps a failed lazy component failed, so each attempt needs its own. */
  newLazyComponent(): LazyExoticComponent<ComponentType<P>>;
}

export function onDemandPart<M, P extends object>(
  what: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): OnDemandPart<P> {
  let loading: Promise<M> | null = null;
  const fetchModule = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    what,
    prefetch: () => {
      // A failure here is reported by the render that needs the part.
      fetchModule().catch(() => undefined);
    },
    newLazyComponent: () => lazy(() => fetchModule().then((module) => ({ default: pick(module) }))),
  };
}

/** The part's lazy component for this attempt; `retry` starts a new attempt (and `attempt` keys its boundary). */
export function useOnDemandPart<P extends object>(part: OnDemandPart<P>) {
  const [current, setCurrent] = useState(() => ({ attempt: 0, Lazy: part.newLazyComponent() }));
  const retry = () => setCurrent(({ attempt }) => ({ attempt: attempt + 1, Lazy: part.newLazyComponent() }));
  return { ...current, retry };
}

interface OnDemandBoundaryProps {
  what: string;
  /** Shown instead of the part once its fetch failed. */
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
    console.error(`[account] ${this.props.what} could not be loaded`, error);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? (this.props.failed ?? null) : this.props.children;
  }
}

/** The shared error line for a part that could not be fetched, with 'Try again?'. */
export function LoadFailed({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  return (
    <Stack data-testid={testId}>
      <ErrorNotice>{ERROR_TEXTS.fetchFailed}</ErrorNotice>
      <Row>
        <Button onClick={onRetry}>{ERROR_TEXTS.tryAgain}</Button>
      </Row>
    </Stack>
  );
}
