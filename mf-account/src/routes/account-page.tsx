import { buildPath, useStorefront } from '@storefront/shared-contracts';
import { FormattedMessage, Link } from '@storefront/shared-ui';
import { LogoutButton } from '../features/panel/components/logout-button';
import { useSession } from '../lib/session/use-session';
import { AccountGate } from './account-gate';
import { ACCOUNT_LINKS } from '../lib/account-links';
import { Page } from '../lib/page-layout';

/** `/account` (`/de/konto`): the overview, a greeting and the way to every account page. */
export default function AccountPage() {
  const { code } = useStorefront();
  const session = useSession();
  return (
    <Page data-testid="account-page">
      <h1>
        <FormattedMessage id="account.overview.title" />
      </h1>
      <AccountGate>
        <p data-testid="account-overview-greeting">
          <FormattedMessage id="account.panel.greeting" values={{ name: session.firstName ?? '' }} />
        </p>
        <ul>
          {ACCOUNT_LINKS.filter((l) => l.route !== 'account').map(({ route, labelId }) => (
            <li key={route}>
              <Link to={buildPath(route, code)}>
                <FormattedMessage id={labelId} />
              </Link>
            </li>
          ))}
        </ul>
        <LogoutButton />
      </AccountGate>
    </Page>
  );
}
