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
  }
  a { color: ${({ theme }) => theme.colors.brandDark}; }
  img { max-width: 100%; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.brand}; outline-offset: 2px; }
`;
