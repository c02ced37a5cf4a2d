import type { DefaultTheme } from 'styled-components';

/**
 * CSS for a section of the product page below the first screen (tabs, related strains, related collections):
 * the browser skips its style, layout and paint until it comes near the viewport (`content-visibility: auto`;
 * issue 19). It keeps its place with the section's usual height, measured on a phone (412 px) and from `md`;
 * `auto` keeps the real height once the section has been rendered, so scrolling back does not jump. The content
 * stays in the DOM and the accessibility tree; find-in-page, focus and anchors render it.
 */
export const belowTheFold =
  (phoneHeight: number, wideHeight: number) =>
  ({ theme }: { theme: DefaultTheme }) => `
  content-visibility: auto;
  contain-intrinsic-size: auto ${phoneHeight}px;
  @media (min-width: ${theme.breakpoints.md}) {
    contain-intrinsic-size: auto ${wideHeight}px;
  }
`;
