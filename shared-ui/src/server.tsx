/**
 * `@storefront/shared-ui/server`: the router of the server render. Kept out of the package root so
 * browser bundles never carry react-router's server code.
 */
import type { ReactNode } from 'react';
import { StaticRouter as RouterOnServer } from 'react-router-dom/server';
import { ROUTER_FUTURE } from './routing';

export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  return (
    <RouterOnServer location={location} future={ROUTER_FUTURE}>
      {children}
    </RouterOnServer>
  );
}
