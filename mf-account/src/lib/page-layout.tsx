import styled from 'styled-components';

/** The account pages' column: readable width, never wider than a 360 px phone. */
export const Page = styled.article`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  overflow-wrap: anywhere;
`;
