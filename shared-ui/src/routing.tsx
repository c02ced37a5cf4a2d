/**
 * The one router every area uses. Areas import routing from here, never from react-router-dom, so the
 * shell provides a single router (one context) and only these parts of it are shipped: a shared module
 * is not tree-shaken, a shared facade's dependencies are. Export only what the shop's code uses (tests
 * take MemoryRouter, Routes and the like from react-router-dom itself; the server's StaticRouter is in
 * `@storefront/shared-ui/server`).
 *
 * react-router-dom 6.30: version 7's Link carries framework-mode code (route discovery, prefetch links)
 * this shop does not use, 8 KB gzipped more on every page.
 */
import type { ReactNode } from 'react';
import { BrowserRouter as RouterInBrowser } from 'react-router-dom';

export { Link, useLocation, useNavigate } from 'react-router-dom';

/** Version 7 behaviour now: state updates in startTransition, relative paths inside splat routes. */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

export function BrowserRouter({ children }: { children: ReactNode }) {
  return <RouterInBrowser future={ROUTER_FUTURE}>{children}</RouterInBrowser>;
}
