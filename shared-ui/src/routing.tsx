/**
 * The one router every area uses. Areas import routing from here, never from react-router-dom, so the
 * shell provides a single router (one context) and only these parts of it are shipped: a shared module
 * is not tree-shaken, a shared facade's dependencies are. Export only what the shop's code uses (tests
 * take MemoryRouter, Routes and the like from react-router-dom itself; the server's StaticRouter is in
 * `@storefront/shared-ui/server`).
 */
export { BrowserRouter, Link, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
