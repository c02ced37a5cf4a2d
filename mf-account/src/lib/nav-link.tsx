import { Link } from '@storefront/shared-ui';
import type { ReactNode } from 'react';

/** A link inside the page's router, or a plain one where there is no router (the login popup's own root). */
export function NavLink({ to, inRouter, children }: { to: string; inRouter: boolean; children: ReactNode }) {
  return inRouter ? <Link to={to}>{children}</Link> : <a href={to}>{children}</a>;
}
