// The router's side of AppLink: exposed modules (composed in the shell's router, or the standalone page's) render
// their tree inside <RouterLinks>, so links navigate without reloading the page.
import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import { StoreLinksContext, type AppLinkProps, type StoreLinks } from './AppLink';

/** A router link where there is a router, else a plain anchor. */
function RouterAwareLink({ to, ...rest }: AppLinkProps) {
  const inRouter = useInRouterContext();
  return inRouter ? <Link to={to} {...rest} /> : <a href={to} {...rest} />;
}

const ROUTER_LINKS: StoreLinks = { origin: '', RouterLink: RouterAwareLink, checkoutHandoff: false };

export function RouterLinks({ children }: { children: ReactNode }) {
  return <StoreLinksContext.Provider value={ROUTER_LINKS}>{children}</StoreLinksContext.Provider>;
}
