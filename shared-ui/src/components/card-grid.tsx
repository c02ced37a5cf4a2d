import styled from 'styled-components';

export interface CardGridProps {
  /** The narrowest a card may get before the grid drops a column (a CSS length). */
  $min?: string;
  /** The gap between cards, in theme space units. */
  $gap?: number;
}

/**
 * The shop's grid of cards (products, collections, posts, authors, addresses): as many columns as fit, each at
 * least `$min` wide, one column on a phone narrower than that. A list by default (`as="div"` otherwise).
 */
export const CardGrid = styled.ul<CardGridProps>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $min = '220px' }) => $min}, 100%), 1fr));
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};
  list-style: none;
  padding: 0;
`;
