import { FormattedMessage } from '@storefront/shared-ui';
import styled from 'styled-components';
import { buildPath, sharedSelectors, useStorefrontSelector } from '@storefront/shared-contracts';
import { Link } from '@storefront/shared-ui';

const Actions = styled.p`
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

/**
 * The account drawer until the account area is deployed (it then provides `panel:account`): a guest
 * is greeted with the login/register prompt (spec 2.4), two 44 px tall links.
 */
export function GuestAccountPanel() {
  const storefront = useStorefrontSelector((state) => sharedSelectors.selectStorefront(state));
  return (
    <div data-testid="account-guest">
      <p>
        <FormattedMessage id="shell.account.guest" />
      </p>
      <Actions>
        <Link to={buildPath('login', storefront)}>
          <FormattedMessage id="shell.account.login" />
        </Link>
        <Link to={buildPath('signup', storefront)}>
          <FormattedMessage id="shell.account.signup" />
        </Link>
      </Actions>
    </div>
  );
}
