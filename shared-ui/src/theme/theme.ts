/** Design tokens. Colours meet WCAG AA on their backgrounds. */
export const theme = {
  colors: {
    brand: '#1f6f43',
    brandDark: '#15512f',
    text: '#1b1f1d',
    muted: '#4f5a55',
    surface: '#ffffff',
    subtle: '#f3f6f4',
    border: '#d6ddd9',
    danger: '#b3261e',
    overlay: 'rgba(10, 20, 15, 0.45)',
  },
  space: (n: number) => `${n * 4}px`,
  radius: '8px',
  font: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
  maxWidth: '1200px',
  breakpoints: { md: '768px' },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // Every styled component in every area sees the shop's tokens.
  export interface DefaultTheme extends Theme {}
}
