import type { ReactNode } from 'react';
import styled from 'styled-components';

const Region = styled.div`
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  /* Only the table moves sideways; the page never does. */
  -webkit-overflow-scrolling: touch;
  border-radius: ${({ theme }) => theme.radius};
  table {
    min-width: 100%;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 2px;
  }
`;

export interface ScrollTableProps {
  /** What the table shows ("Price list"): the scroll region's accessible name. */
  label: string;
  /** The `<table>`. */
  children: ReactNode;
  testId?: string;
}

/**
 * A box for a table that may be wider than a phone: the table scrolls sideways inside it, never the page.
 * The box is a named region that takes focus, so keyboard users can scroll it with the arrow keys and
 * screen readers announce what it holds (the pattern of Adrian Roselli's "Under-Engineered Responsive
 * Tables"; axe's `scrollable-region-focusable`). It renders the same markup on the server and in the browser.
 */
export function ScrollTable({ label, children, testId }: ScrollTableProps) {
  return (
    // A focusable region is how a keyboard reaches a scrolling box; the region role names it.
    <Region role="region" aria-label={label} tabIndex={0} data-testid={testId}>
      {children}
    </Region>
  );
}
