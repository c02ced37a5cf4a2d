import styled from 'styled-components';
import { visuallyHidden } from '@storefront/shared-ui';

/** The tables of the dynamic blocks (codes, shipping, payment): a card per row on a phone. */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: 600;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
  th,
  td {
    /* Whole words size the columns (German compounds break with a hyphen, not mid-word). */
    overflow-wrap: break-word;
    hyphens: auto;
    text-align: start;
    vertical-align: top;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(4)};
  }
  code,
  .nowrap {
    white-space: nowrap;
  }
  code {
    font-weight: 700;
    font-size: 1.05em;
  }
  /* A phone: each row a small card (the row header on its own line), the column headers for screen readers. */
  @media not all and (min-width: ${({ theme }) => theme.breakpoints.md}) {
    thead {
      ${visuallyHidden}
    }
    tr {
      display: grid;
      grid-template-columns: 1fr auto;
      column-gap: ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(2)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    th,
    td {
      border-bottom: 0;
      padding: ${({ theme }) => theme.space(1)} 0;
    }
    th[scope='row'],
    td.wide {
      grid-column: 1 / -1;
    }
  }
`;
