import { buildPath, useStorefront } from '@storefront/shared-contracts';
import { FormattedMessage, Link, useNavigate } from '@storefront/shared-ui';
import { useState } from 'react';
import { LoginForm } from '../features/login/components/login-form';
import { SignupForm } from '../features/signup/components/signup-form';
import { Page } from '../lib/page-layout';

/**
 * `/signup` (`/de/registrieren`): the form, then the "account created" state (spec 4) whose next step is
 * logging in right there (or going on shopping). Sign-up itself does not log in: its answer must be the same
 * whether or not the address already had an account (no enumeration).
 */
export default function SignupPage() {
  const { code } = useStorefront();
  const navigate = useNavigate();
  const [created, setCreated] = useState<string | null>(null);
  return (
    <Page data-testid="signup-page">
      <h1>
        <FormattedMessage id={created ? 'account.signup.createdTitle' : 'account.signup.title'} />
      </h1>
      {created ? (
        <section data-testid="signup-created">
          <p role="status">
            <FormattedMessage id="account.signup.created" values={{ email: created }} />
          </p>
          <h2>
            <FormattedMessage id="account.signup.nextStep" />
          </h2>
          <LoginForm initialEmail={created} onLoggedIn={() => void navigate(buildPath('account', code))} />
          <p>
            <Link to={buildPath('index', code)}>
              <FormattedMessage id="account.signup.continueShopping" />
            </Link>
          </p>
        </section>
      ) : (
        <SignupForm onCreated={setCreated} />
      )}
    </Page>
  );
}
