import styled from 'styled-components';

/** The " · " between items of a meta line. */
export const Dot = styled.span.attrs({ 'aria-hidden': true })`
  &::before {
    content: ' · ';
    white-space: pre;
  }
`;
