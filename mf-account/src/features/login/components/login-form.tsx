import {
  ACCOUNT_ERROR_CODES,
  apiPaths,
  buildPath,
  LOGIN_FORM,
  useEventBus,
  useStorefront,
  type LoginFormError,
} from '@storefront/shared-contracts';
import { Button, FormattedMessage, useIntl } from '@storefront/shared-ui';
import { TextField } from '@storefront/shared-ui/field';
import { useState, type FormEvent } from 'react';
import { useLoginMutation } from '../api/login-api';
import { apiErrorOf } from '../../../lib/api-error';
import { NavLink } from '../../../lib/nav-link';
import { Form, FormAlert } from '../../../lib/form';
import { useApplySession } from '../../../lib/session/use-session';

export interface LoginFormProps {
  /** After the session is applied (the page navigates on, the popup closes). */
  onLoggedIn?: () => void;
  initialEmail?: string;
  /** False in the login popup, which has no router: its links load the page. */
  inRouter?: boolean;
  /** Where the login page goes once logged in: sent with the form when it posts without JavaScript. */
  returnTo?: string | null;
  /** The reason a login posted without JavaScript failed (the api's 303 back says it), shown as the form would. */
  initialError?: LoginFormError | null;
}

const ERROR_MESSAGES: Record<LoginFormError, string> = {
  failed: 'account.login.failed',
  throttled: 'account.login.throttled',
};

/**
 * Spec 2.4 Login: e-mail and password, spec 8's message on failure, the "Logged in" toast on success. Without
 * JavaScript (or before it runs) the form posts to the api's form route, which logs in and answers with the next
 * page; it never falls back to a GET, which would put the password in the address.
 */
export function LoginForm({
  onLoggedIn,
  initialEmail = '',
  inRouter = true,
  returnTo = null,
  initialError = null,
}: LoginFormProps) {
  const intl = useIntl();
  const bus = useEventBus();
  const { code, iso } = useStorefront();
  const [login, { isLoading }] = useLoginMutation();
  const applySession = useApplySession();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [alert, setAlert] = useState<string | null>(() =>
    initialError
      ? intl.formatMessage({ id: ERROR_MESSAGES[initialError] }, initialError === 'throttled' ? { seconds: 60 } : {})
      : null,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const result = await login({ email, password });
    if ('data' in result && result.data) {
      await applySession(result.data);
      bus.emit('ui:toast', { kind: 'success', message: intl.formatMessage({ id: 'account.toast.loggedIn' }) });
      onLoggedIn?.();
      return;
    }
    const error = apiErrorOf(result);
    setAlert(
      error?.code === ACCOUNT_ERROR_CODES.tooManyAttempts
        ? intl.formatMessage({ id: 'account.login.throttled' }, { seconds: error.params?.retryAfter ?? 60 })
        : error?.code === ACCOUNT_ERROR_CODES.invalidCredentials || error?.statusCode === 400
          ? intl.formatMessage({ id: 'account.login.failed' })
          : intl.formatMessage({ id: 'account.error.generic' }),
    );
  };

  return (
    <Form onSubmit={submit} method="post" action={apiPaths.loginForm(iso)} noValidate data-testid="login-form">
      {returnTo ? <input type="hidden" name={LOGIN_FORM.returnField} value={returnTo} /> : null}
      {alert ? (
        <FormAlert role="alert" data-testid="login-error">
          {alert}
        </FormAlert>
      ) : null}
      <TextField
        label={intl.formatMessage({ id: 'account.field.email' })}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        testId="login-email"
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.password' })}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        testId="login-password"
      />
      <Button type="submit" disabled={isLoading} data-testid="login-submit">
        <FormattedMessage id="account.login.submit" />
      </Button>
      <p>
        <NavLink to={buildPath('forgot-password', code)} inRouter={inRouter}>
          <FormattedMessage id="account.login.forgot" />
        </NavLink>
      </p>
      <p>
        <FormattedMessage
          id="account.login.noAccount"
          values={{
            link: (chunks) => (
              <NavLink to={buildPath('signup', code)} inRouter={inRouter}>
                {chunks}
              </NavLink>
            ),
          }}
        />
      </p>
    </Form>
  );
}
