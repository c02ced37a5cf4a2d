import styled from 'styled-components';

/** Form and summary side by side on wide screens; the summary under the form on a phone. */
export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  a {
    color: ${({ theme }) => theme.colors.brand};
    display: inline-block;
    min-height: ${({ theme }) => theme.touchTarget};
    line-height: ${({ theme }) => theme.touchTarget};
  }
  .secure {
    color: ${({ theme }) => theme.colors.muted};
    margin: 0;
  }
`;

/** The billing fields show while "same as delivery" is unticked: pure CSS, so it works before hydration. */
export const BillingToggle = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  > label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    cursor: pointer;
  }
  > label input {
    width: 20px;
    height: 20px;
  }
  .billing-fields {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }
  &:has(> label input:checked) .billing-fields {
    display: none;
  }
`;
