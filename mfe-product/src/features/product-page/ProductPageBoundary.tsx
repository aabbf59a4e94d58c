// The product page's error boundary (spec 1 §4 "Error boundary"): an error thrown while rendering the page invalidates
// the page's answers (the product of this handle, its reviews) and goes on to the shell's boundary, which shows the
// error screen. Its 'Try again?' then renders the page with new answers, at once (issue 33): before, the answer that
// broke the render stayed cached for about a minute and every click showed the error again.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { baseApi, useAppDispatch } from '@storefront/shared-domain';
import { RenderErrorBoundary } from '../../components/RenderErrorBoundary';

export function ProductPageBoundary({ children }: { children: ReactNode }) {
  const { handle = '' } = useParams<{ handle: string }>();
  const dispatch = useAppDispatch();
  return (
    <RenderErrorBoundary
      what="[product] the product page"
      onError={() => dispatch(baseApi.util.invalidateTags([{ type: 'Product', id: handle }, 'Reviews']))}
    >
      {children}
    </RenderErrorBoundary>
  );
}
