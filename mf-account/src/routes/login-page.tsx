import {
  buildPath,
  LOGIN_FORM,
  LOGIN_FORM_ERRORS,
  safeReturnPath,
  useStorefront,
  type LoginFormError,
} from '@storefront/shared-contracts';
import { FormattedMessage, Link, useLocation, useNavigate } from '@storefront/shared-ui';
import { LoginForm } from '../features/login/components/login-form';
import { useSession } from '../lib/session/use-session';
import { Page } from '../lib/page-layout';

/**
 * `/login` (`/de/login`): the login form; back to `?returnTo=` (or the account overview) once logged in. Posted
 * without JavaScript, a failed login comes back here with `?login-error=`, which the form shows.
 */
export default function LoginPage() {
  const { code } = useStorefront();
  const session = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const returnTo = safeReturnPath(query.get(LOGIN_FORM.returnField));
  const next = returnTo ?? buildPath('account', code);
  const error = query.get(LOGIN_FORM.errorQuery);
  const initialError = LOGIN_FORM_ERRORS.includes(error as LoginFormError) ? (error as LoginFormError) : null;
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
        <LoginForm
          initialEmail={query.get('email') ?? ''}
          onLoggedIn={() => void navigate(next)}
          returnTo={returnTo}
          initialError={initialError}
        />
      )}
    </Page>
  );
}
