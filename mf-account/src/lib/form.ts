import { FieldWrap } from '@storefront/shared-ui/field';
import styled from 'styled-components';

/** An account form: one column of fields (`@storefront/shared-ui/field`), each with space below. */
export const Form = styled.form`
  max-width: 28rem;
  ${FieldWrap} {
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
`;

/** What went wrong with the whole form (a field's own error stands under the field). */
export const FormAlert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
