import { FormattedMessage } from '@storefront/shared-ui';
import styled from 'styled-components';

const Text = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  min-height: 60vh;
`;

export function AreaLoading() {
  return (
    <Text role="status" aria-live="polite">
      <FormattedMessage id="shell.loading" />
    </Text>
  );
}
