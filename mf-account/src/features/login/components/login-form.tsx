import { ACCOUNT_ERROR_CODES, buildPath, useEventBus, useStorefront } from '@storefront/shared-contracts';
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
}

/** Spec 2.4 Login: e-mail and password, spec 8's message on failure, the "Logged in" toast on success. */
export function LoginForm({ onLoggedIn, initialEmail = '', inRouter = true }: LoginFormProps) {
  const intl = useIntl();
  const bus = useEventBus();
  const { code } = useStorefront();
  const [login, { isLoading }] = useLoginMutation();
  const applySession = useApplySession();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [alert, setAlert] = useState<string | null>(null);

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
    <Form onSubmit={submit} noValidate data-testid="login-form">
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
