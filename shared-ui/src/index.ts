export { theme, type Theme } from './theme/theme';
export { Button } from './components/button';
export { Money } from './components/money';
export { Drawer, type DrawerProps } from './components/drawer';
export * from './routing';
export { HIGH_FETCH_PRIORITY } from './fetch-priority';
// ProductCard, Modal and Tabs are subpath exports (`@storefront/shared-ui/product-card`, `/modal`, `/tabs`):
// the package root is a shared singleton loaded on every page and never tree-shaken, so components only some
// pages use are bundled by the areas that use them instead.
