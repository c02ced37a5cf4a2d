/**
 * `@storefront/shared-ui/server`: the router of the server render. Kept out of the package root so
 * browser bundles never carry react-router's server code.
 */
export { StaticRouter } from 'react-router-dom';
