// One error boundary per mounted remote: a remote that fails to load or throws shows the spec's fallback in its own
// region; the rest of the page keeps working. 'Try again?' retries (a bounded number of times); any navigation
// (a new resetKey) starts over. When the remote's code could not be fetched, retrying cannot help (the loaders
// remember the failure), so the fallback offers 'Reload page' instead.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { emit } from '@storefront/shared-domain';
import { isChunkLoadError } from './chunkLoadError';
import { ErrorFallback } from './ErrorFallback';

export const MAX_REMOTE_RETRIES = 3;

export interface RemoteBoundaryProps {
  area: string;
  module: string;
  /** Changes on navigation: a boundary in error state resets and tries again. */
  resetKey?: string;
  /** Render nothing instead of the fallback (invisible widgets such as popups). */
  silent?: boolean;
  /** Reloads the page at its URL (replaced in tests). */
  reloadPage?: () => void;
  children: (attempt: number) => ReactNode;
}

function reloadCurrentPage(): void {
  window.location.reload();
}

interface RemoteBoundaryState {
  error: unknown;
  attempt: number;
  retries: number;
  resetKey?: string;
}

export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null, attempt: 0, retries: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RemoteBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: RemoteBoundaryProps,
    state: RemoteBoundaryState,
  ): Partial<RemoteBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    // Navigation: retry a failed region, and give it a fresh retry budget.
    return state.error
      ? { error: null, attempt: state.attempt + 1, retries: 0, resetKey: props.resetKey }
      : { retries: 0, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[shell] ${this.props.area} ${this.props.module} failed: ${message}`, error, info.componentStack);
    emit('shell:remote-error', { area: this.props.area, module: this.props.module, message });
  }

  retry = (): void => {
    this.setState((state) =>
      state.retries >= MAX_REMOTE_RETRIES
        ? null
        : { error: null, attempt: state.attempt + 1, retries: state.retries + 1 },
    );
  };

  override render(): ReactNode {
    const { area, module, silent, reloadPage = reloadCurrentPage, children } = this.props;
    const { error, attempt, retries } = this.state;
    return (
      <div data-boundary={area} data-remote-module={module} css={{ display: 'contents' }}>
        {error ? (
          silent ? null : isChunkLoadError(error) ? (
            <ErrorFallback area={area} onReload={reloadPage} />
          ) : (
            <ErrorFallback area={area} onRetry={this.retry} retryDisabled={retries >= MAX_REMOTE_RETRIES} />
          )
        ) : (
          children(attempt)
        )}
      </div>
    );
  }
}
