import styled from 'styled-components';

/** A drawer's list of links (the account's pages): each a 44 px tall row. */
export const DrawerLinks = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    font-weight: 600;
  }
`;

/** A drawer's next steps (log in, create an account): 44 px tall links with a border, side by side. */
export const DrawerActions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.touchTarget};
    min-width: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 2px solid ${({ theme }) => theme.colors.brand};
    border-radius: ${({ theme }) => theme.radius};
    font-weight: 600;
    text-decoration: none;
  }
`;
