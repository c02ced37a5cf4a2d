import { createGlobalStyle } from 'styled-components';
import { colourModeCss, theme } from '@storefront/shared-ui';

/**
 * Static on purpose (the theme's values written in, no `({ theme }) => ...`): styled-components leaves a
 * static global style that the server already sent alone when the page hydrates, whereas a dynamic one is
 * cleared and inserted again, which makes the browser recalculate the style of the whole page once more.
 * The theme is the one constant `theme` the ThemeProvider gets too.
 */
export const GlobalStyle = createGlobalStyle`
  ${colourModeCss}
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${theme.font};
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    line-height: 1.5;
    /* A long word (German compounds, an e-mail address) breaks rather than widening a phone's page. */
    overflow-wrap: break-word;
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  /* No double-tap zoom delay on the shop's controls. */
  a, button, label, summary, select, input, textarea { touch-action: manipulation; }
  a { color: ${theme.colors.brandDark}; }
  img { max-width: 100%; }
  :focus-visible { outline: 3px solid ${theme.colors.brand}; outline-offset: 2px; }
`;
