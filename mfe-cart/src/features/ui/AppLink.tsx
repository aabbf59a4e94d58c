// A link that uses the router when there is one (inside the shell or standalone) and a plain anchor otherwise (the
// embed on an integrator's page has no router).
import type { AnchorHTMLAttributes } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export function AppLink({ to, ...rest }: AppLinkProps) {
  const inRouter = useInRouterContext();
  return inRouter ? <Link to={to} {...rest} /> : <a href={to} {...rest} />;
}
