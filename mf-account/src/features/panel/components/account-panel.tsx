import { buildPath, useStorefront, useEventBus } from '@storefront/shared-contracts';
import { DrawerActions as Actions, DrawerLinks as Links, FormattedMessage, Link } from '@storefront/shared-ui';
import { ACCOUNT_LINKS } from '../../../lib/account-links';
import { useSession } from '../../../lib/session/use-session';
import { LogoutButton } from './logout-button';

/** Spec 2.4's account panel: a guest gets the login/register prompt; a logged-in shopper a greeting, links, logout. */
export default function AccountPanel() {
  const { code } = useStorefront();
  const session = useSession();
  const bus = useEventBus();
  const close = () => bus.emit('ui:close-panel', { panel: 'account' });
  if (!session.loggedIn) {
    return (
      <div data-testid="account-guest">
        <p>
          <FormattedMessage id="account.panel.guest" />
        </p>
        <Actions>
          <Link to={buildPath('login', code)} onClick={close}>
            <FormattedMessage id="account.login.title" />
          </Link>
          <Link to={buildPath('signup', code)} onClick={close}>
            <FormattedMessage id="account.signup.title" />
          </Link>
        </Actions>
      </div>
    );
  }
  return (
    <div data-testid="account-member">
      <p data-testid="account-greeting">
        <FormattedMessage id="account.panel.greeting" values={{ name: session.firstName ?? '' }} />
      </p>
      <nav aria-labelledby="account-panel-links">
        <h3 id="account-panel-links">
          <FormattedMessage id="account.panel.links" />
        </h3>
        <Links>
          {ACCOUNT_LINKS.map(({ route, labelId }) => (
            <li key={route}>
              <Link to={buildPath(route, code)} onClick={close}>
                <FormattedMessage id={labelId} />
              </Link>
            </li>
          ))}
        </Links>
      </nav>
      <LogoutButton onLoggedOut={close} />
    </div>
  );
}
