import styled from 'styled-components';

/** The tables of the Shipping and Payment tabs. */
export const InfoTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.muted};
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
