/**
 * Design tokens. Colours are CSS custom properties, so the colour mode (system, light, dark) switches
 * them without re-rendering anything; `colourModeCss` defines both palettes. Both meet WCAG AA.
 */
const palettes = {
  light: {
    brand: '#1f6f43',
    brandDark: '#15512f',
    text: '#1b1f1d',
    muted: '#4f5a55',
    surface: '#ffffff',
    subtle: '#f3f6f4',
    border: '#d6ddd9',
    danger: '#b3261e',
    overlay: 'rgba(10, 20, 15, 0.45)',
    onBrand: '#ffffff',
  },
  dark: {
    brand: '#5cc48a',
    brandDark: '#8fdcb0',
    text: '#e8eeea',
    muted: '#a9b6af',
    surface: '#121715',
    subtle: '#1b2320',
    border: '#33403a',
    danger: '#ff8a80',
    overlay: 'rgba(0, 0, 0, 0.6)',
    onBrand: '#0c120f',
  },
} as const;

type ColourName = keyof (typeof palettes)['light'];

const variable = (name: string) => `--sf-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
const declarations = (palette: Record<ColourName, string>) =>
  (Object.entries(palette) as [ColourName, string][]).map(([name, value]) => `${variable(name)}: ${value};`).join(' ');

/**
 * The palettes as CSS: light by default, dark when the system prefers it (unless the shopper chose
 * light), or when they chose dark (`<html data-color-mode="dark">`).
 */
export const colourModeCss = `
  :root { color-scheme: light; ${declarations(palettes.light)} }
  @media (prefers-color-scheme: dark) { :root:not([data-color-mode='light']) { color-scheme: dark; ${declarations(palettes.dark)} } }
  :root[data-color-mode='dark'] { color-scheme: dark; ${declarations(palettes.dark)} }
`;

export const theme = {
  colors: Object.fromEntries(Object.keys(palettes.light).map((name) => [name, `var(${variable(name)})`])) as Record<
    ColourName,
    string
  >,
  space: (n: number) => `${n * 4}px`,
  radius: '8px',
  font: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
  maxWidth: '1200px',
  /**
   * Below `md` is a phone (drawers take the full width, one column). Below `lg` the header is compact: the
   * brand and icon buttons, the main menu, region and colour mode in the menu drawer; from `xl` the header's
   * buttons show their labels beside the icons.
   */
  breakpoints: { md: '768px', lg: '1024px', xl: '1200px' },
  /** The smallest touch target of the shop's controls (WCAG 2.2 target size, 2.5.5 AAA): 44 x 44 px. */
  touchTarget: '44px',
} as const;

/**
 * Hides content visually but keeps it for screen readers (the label of an icon button on phones). Use as
 * `${visuallyHidden}` inside a styled block or a media query.
 */
export const visuallyHidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export type Theme = typeof theme;

declare module 'styled-components' {
  // Every styled component in every area sees the shop's tokens.
  export interface DefaultTheme extends Theme {}
}
