import styled from 'styled-components';

/** An error under a group of choices, or of the whole form (a field's own: `@storefront/shared-ui/field`). */
export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
  font-size: 0.95rem;
`;

export const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  legend {
    font-weight: 800;
    font-size: 1.1rem;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;

/** Two fields side by side on wide screens, stacked on a phone. */
export const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(220px, 100%), 1fr));
`;

/** Radio choices (shipping and payment methods), each a 44 px target. */
export const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: flex-start;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    flex: none;
  }
  .detail {
    color: ${({ theme }) => theme.colors.muted};
    display: block;
  }
`;

export const Alert = styled.div`
  border: 2px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.subtle};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 700;
    display: inline-block;
    min-height: ${({ theme }) => theme.touchTarget};
    line-height: ${({ theme }) => theme.touchTarget};
  }
`;

/**
 * A control only a browser without scripts needs, or only one with them: the `scripting` media feature decides
 * from the first paint, so nothing appears or disappears when the page hydrates (the no-script "Show shipping
 * and payment options" button removed at hydration moved the address fields up 80 px on a phone: CLS 0.035).
 * `display: contents` keeps the control itself the form's grid item.
 */
export const WithoutScripts = styled.div`
  display: contents;
  @media (scripting: enabled) {
    display: none;
  }
`;

export const WithScripts = styled.div`
  display: contents;
  @media (scripting: none) {
    display: none;
  }
`;
