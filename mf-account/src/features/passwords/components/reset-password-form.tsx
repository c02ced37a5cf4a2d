import { buildPath, useEventBus, useStorefront } from '@storefront/shared-contracts';
import { Button, FormattedMessage, useIntl, useLocation, useNavigate } from '@storefront/shared-ui';
import { TextField } from '@storefront/shared-ui/field';
import { useState, type FormEvent } from 'react';
import { useResetPasswordMutation } from '../api/passwords-api';
import { useApplySession } from '../../../lib/session/use-session';
import { Form, FormAlert } from '../../../lib/form';
import { isValidPassword } from '../../../lib/validation';

/** The new password and its repeat for the link's token (spec 5's messages); logged in afterwards. */
export function ResetPasswordForm() {
  const intl = useIntl();
  const bus = useEventBus();
  const navigate = useNavigate();
  const { code } = useStorefront();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [reset, { isLoading }] = useResetPasswordMutation();
  const applySession = useApplySession();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = !isValidPassword(password)
      ? { password: 'account.field.passwordInvalid' }
      : password !== repeat
        ? { repeat: 'account.field.passwordsDiffer' }
        : {};
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length) return;
    const result = await reset({ token, password });
    if (!('data' in result) || !result.data) return setFailed(true);
    await applySession(result.data);
    bus.emit('ui:toast', { kind: 'success', message: intl.formatMessage({ id: 'account.resetPassword.done' }) });
    void navigate(buildPath('account', code));
  };
  const message = (id?: string) => (id ? intl.formatMessage({ id }) : undefined);
  return (
    <>
      <Form onSubmit={submit} noValidate>
        {failed || !token ? (
          <FormAlert role="alert" data-testid="reset-error">
            <FormattedMessage id="account.resetPassword.failed" />
          </FormAlert>
        ) : null}
        <TextField
          label={intl.formatMessage({ id: 'account.field.newPassword' })}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={message(errors.password)}
          testId="reset-password"
        />
        <TextField
          label={intl.formatMessage({ id: 'account.field.repeatPassword' })}
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={message(errors.repeat)}
          testId="reset-repeat"
        />
        <Button type="submit" disabled={isLoading || !token} data-testid="reset-submit">
          <FormattedMessage id="account.resetPassword.submit" />
        </Button>
      </Form>
    </>
  );
}
