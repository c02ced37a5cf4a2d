import styled from 'styled-components';

/** A block's section: the space between blocks and readable lines. */
export const BlockSection = styled.section`
  margin: ${({ theme }) => theme.space(8)} 0;
  overflow-wrap: anywhere;
  p {
    line-height: 1.6;
    max-width: 72ch;
  }
`;

/** The props of every block renderer: the block as the api serves it and the id its heading carries. */
export interface BlockProps<T> {
  block: T;
  /** The heading's id (the section is labelled by it); unique on the page. */
  headingId: string;
}
