import { FormattedMessage } from '@storefront/shared-ui';
import { useSelector } from 'react-redux';
import { buildPath, sharedSelectors, type StorefrontState } from '@storefront/shared-contracts';
import { Link } from '@storefront/shared-ui';
import styled from 'styled-components';

/** Log in · Create account: the dot is drawn between the two links. */
const Choices = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a + a::before {
    content: '·';
    margin-inline-end: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * The account drawer until the account area is deployed (it then provides `panel:account`): a guest
 * is greeted with the login/register prompt (spec 2.4).
 */
export function GuestAccountPanel() {
  const storefront = useSelector((state: StorefrontState) => sharedSelectors.selectStorefront(state));
  return (
    <div data-testid="account-guest">
      <p>
        <FormattedMessage id="shell.account.guest" />
      </p>
      <Choices>
        <Link to={buildPath('login', storefront)}>
          <FormattedMessage id="shell.account.login" />
        </Link>
        <Link to={buildPath('signup', storefront)}>
          <FormattedMessage id="shell.account.signup" />
        </Link>
      </Choices>
    </div>
  );
}
