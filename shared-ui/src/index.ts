export { colourModeCss, theme, visuallyHidden, type Theme } from './theme/theme';
export { Button } from './components/button';
export { Money } from './components/money';
export { Drawer, type DrawerProps } from './components/drawer';
export { useDrawerFocus, type DrawerFocusOptions } from './components/use-drawer-focus';
export { DrawerActions, DrawerLinks } from './components/drawer-links';
export { CardGrid, type CardGridProps } from './components/card-grid';
export { PanelHeader, type PanelHeaderProps } from './components/panel-header';
export * from './routing';
export * from './intl';
export { Icon, IconLoaderContext, iconLoaderFor } from './icons/icon';
export { UiIcon, type UiIconName } from './icons/ui-icon';
export { focusableIn, trapTab } from './focus-trap';
// ProductCard, Modal, Tabs and Tooltip are subpath exports (`@storefront/shared-ui/product-card`, ...):
// the package root is a shared singleton loaded on every page and never tree-shaken, so components only some
// pages use are bundled by the areas that use them instead.
// Labelled form fields (TextField, TextArea, SelectField, Field) are the subpath `@storefront/shared-ui/field`.
