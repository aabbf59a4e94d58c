// Catches an error thrown while rendering a part of the product page. Rendering the part again cannot help while the
// answer that broke it stays in RTK Query's cache (about a minute after its last user left), so the moment the part
// fails its answers are invalidated: fetched again, or dropped so the next render fetches them. Then either
// `fallback` shows in the part's place, its 'Try again?' rendering the part anew, or, without one, the error goes on
// to the boundary above (the shell's), whose 'Try again?' finds the new answers.
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RenderErrorBoundaryProps {
  /** Who owns the part and what it is, for the console: '[product] the product page'. */
  what: string;
  /** Invalidates the answers the part renders; called as soon as it fails. */
  onError: () => void;
  fallback?: (retry: () => void) => ReactNode;
  /** A new key (another variant) renders the part anew. */
  resetKey?: string;
  children: ReactNode;
}

interface RenderErrorBoundaryState {
  error: unknown;
  failed: boolean;
  /** The error goes on to the boundary above, once its answers are invalidated. */
  passOn: boolean;
  resetKey?: string;
}

export class RenderErrorBoundary extends Component<RenderErrorBoundaryProps, RenderErrorBoundaryState> {
  /** Renders the part anew: the fallback's 'Try again?'. */
  declare retry: () => void;

  // State and `retry` are set here rather than as class fields, which the es2020 build turns into a longer
  // defineProperty helper.
  constructor(props: RenderErrorBoundaryProps) {
    super(props);
    this.state = { error: null, failed: false, passOn: false, resetKey: props.resetKey };
    this.retry = () => this.setState({ failed: false });
  }

  static getDerivedStateFromError(error: unknown): Partial<RenderErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: RenderErrorBoundaryProps,
    state: RenderErrorBoundaryState,
  ): Partial<RenderErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, passOn: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.what} failed to render`, error, info.componentStack);
    this.props.onError();
    if (!this.props.fallback) this.setState({ passOn: true });
  }

  override render(): ReactNode {
    const { error, failed, passOn } = this.state;
    if (!failed) return this.props.children;
    if (passOn) throw error;
    return this.props.fallback?.(this.retry) ?? null;
  }
}
