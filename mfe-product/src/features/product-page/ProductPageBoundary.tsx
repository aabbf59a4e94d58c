// The product page's error boundary (spec 1 §4 "Error boundary"): an error thrown while rendering the page invalidates
// the page's answers (the product of this handle, its reviews) and goes on to the shell's boundary, which shows the
// error screen. Its 'Try again?' then renders the page with new answers, at once: otherwise the answer that broke the
// render stays cached for about a minute and every click shows the error again. (A part with a fallback of its own
// uses components/RenderErrorBoundary; this one only passes the error on, so the page's first chunk stays small.)
import { Component, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { baseApi, useAppDispatch } from '@storefront/shared-domain';

interface PassOnAfterProps {
  onError: () => void;
  children: ReactNode;
}

/** Renders nothing for the moment its answers are invalidated (after the commit), then passes the error on. */
class PassOnAfter extends Component<PassOnAfterProps, { error: unknown; passOn: boolean }> {
  // Set here rather than as a class field, which the es2020 build turns into a longer defineProperty helper.
  constructor(props: PassOnAfterProps) {
    super(props);
    this.state = { error: null, passOn: false };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(): void {
    this.props.onError();
    this.setState({ passOn: true });
  }

  override render(): ReactNode {
    const { error, passOn } = this.state;
    if (passOn) throw error;
    return error ? null : this.props.children;
  }
}

export function ProductPageBoundary({ children }: { children: ReactNode }) {
  const { handle = '' } = useParams<{ handle: string }>();
  const dispatch = useAppDispatch();
  return (
    <PassOnAfter onError={() => dispatch(baseApi.util.invalidateTags([{ type: 'Product', id: handle }, 'Reviews']))}>
      {children}
    </PassOnAfter>
  );
}
