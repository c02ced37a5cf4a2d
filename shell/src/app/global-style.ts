import { createGlobalStyle } from 'styled-components';
import { colourModeCss } from '@storefront/shared-ui';

export const GlobalStyle = createGlobalStyle`
  ${colourModeCss}
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    line-height: 1.5;
    /* A long word (German compounds, an e-mail address) breaks rather than widening a phone's page. */
    overflow-wrap: break-word;
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  /* No double-tap zoom delay on the shop's controls. */
  a, button, label, summary, select, input, textarea { touch-action: manipulation; }
  a { color: ${({ theme }) => theme.colors.brandDark}; }
  img { max-width: 100%; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.brand}; outline-offset: 2px; }
`;
