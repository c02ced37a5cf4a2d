export { theme, type Theme } from './theme/theme';
export { Button } from './components/button';
export { Money } from './components/money';
export { Drawer, type DrawerProps } from './components/drawer';
export { ProductCard, type ProductCardProps } from './components/product-card';
export * from './routing';
export { HIGH_FETCH_PRIORITY } from './fetch-priority';
