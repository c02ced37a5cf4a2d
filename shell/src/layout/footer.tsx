import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const Foot = styled.footer`
  background: ${({ theme }) => theme.colors.subtle};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  p { max-width: ${({ theme }) => theme.maxWidth}; margin: 0 auto; }
`;

export function Footer() {
  return (
    <Foot data-testid="footer">
      <p>
        <FormattedMessage id="shell.footer.disclaimer" />
      </p>
    </Foot>
  );
}
