import { buildPath, useStorefront } from '@storefront/shared-contracts';
import { FormattedMessage, Link, useLocation, useNavigate } from '@storefront/shared-ui';
import { LoginForm } from '../features/login/components/login-form';
import { useSession } from '../lib/session/use-session';
import { Page } from '../lib/page-layout';
import { safeReturnPath } from '../lib/return-path';

/** `/login` (`/de/login`): the login form; back to `?returnTo=` (or the account overview) once logged in. */
export default function LoginPage() {
  const { code } = useStorefront();
  const session = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const next = safeReturnPath(query.get('returnTo')) ?? buildPath('account', code);
  return (
    <Page data-testid="login-page">
      <h1>
        <FormattedMessage id="account.login.title" />
      </h1>
      {session.loggedIn ? (
        <>
          <p data-testid="login-already">
            <FormattedMessage id="account.login.already" values={{ name: session.firstName ?? '' }} />
          </p>
          <p>
            <Link to={buildPath('account', code)}>
              <FormattedMessage id="account.overview.title" />
            </Link>
          </p>
        </>
      ) : (
        <LoginForm initialEmail={query.get('email') ?? ''} onLoggedIn={() => void navigate(next)} />
      )}
    </Page>
  );
}
