// Links and images of the cart's views. Inside the shell (or standalone) a link goes through the router: the exposed
// modules wrap their tree in <RouterLinks> (RouterLinks.tsx), the one place that imports react-router. The embed on an
// integrator's page has no router and gives the store's origin instead, so every link and image points at our site;
// keeping the router out of this module keeps it out of the embed's bundle.
import { createContext, useCallback, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export interface StoreLinks {
  /** Origin prefixed to root-relative links and images ('' = the page's own site). */
  origin: string;
  /** The router's link component; null renders plain anchors. */
  RouterLink: ComponentType<AppLinkProps> | null;
  /** The embed: 'Proceed to Checkout' carries the cart over to our site (CheckoutLink.tsx). */
  checkoutHandoff: boolean;
}

export const StoreLinksContext = createContext<StoreLinks>({ origin: '', RouterLink: null, checkoutHandoff: false });

/** '/products/x' on the store: `${origin}/products/x`; absolute URLs, protocol-relative ones and '' are left alone. */
export function storeUrl(origin: string, pathOrUrl: string): string {
  return origin && pathOrUrl.startsWith('/') && !pathOrUrl.startsWith('//') ? `${origin}${pathOrUrl}` : pathOrUrl;
}

/** The function turning a store path (or an image URL from the API) into the address to use here. */
export function useStoreUrl(): (pathOrUrl: string) => string {
  const { origin } = useContext(StoreLinksContext);
  return useCallback((pathOrUrl: string) => storeUrl(origin, pathOrUrl), [origin]);
}

export function AppLink({ to, ...rest }: AppLinkProps) {
  const { origin, RouterLink } = useContext(StoreLinksContext);
  if (RouterLink && !origin) return <RouterLink to={to} {...rest} />;
  return <a href={storeUrl(origin, to)} {...rest} />;
}
