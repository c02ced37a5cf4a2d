import { ACCOUNT_ERROR_CODES, useEventBus } from '@storefront/shared-contracts';
import { Button, FormattedMessage, useIntl } from '@storefront/shared-ui';
import { TextField } from '@storefront/shared-ui/field';
import { useState, type FormEvent } from 'react';
import { useChangePasswordMutation } from '../api/details-api';
import { apiErrorOf } from '../../../lib/api-error';
import { Form, FormAlert } from '../../../lib/form';
import { isValidPassword } from '../../../lib/validation';
import { useApplySession } from '../../../lib/session/use-session';

/** The current password is required; afterwards every other session has ended (the api rotates this one). */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const bus = useEventBus();
  const [change, { isLoading }] = useChangePasswordMutation();
  const applySession = useApplySession();
  const [v, setV] = useState({ current: '', next: '', repeat: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((x) => ({ ...x, [name]: e.target.value }));
  const msg = (name: string) => (errors[name] ? intl.formatMessage({ id: errors[name] }) : undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!v.current) found.current = 'account.field.passwordInvalid';
    if (!isValidPassword(v.next)) found.next = 'account.field.passwordInvalid';
    else if (v.next !== v.repeat) found.repeat = 'account.field.passwordsDiffer';
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await change({ currentPassword: v.current, newPassword: v.next });
    if ('data' in result && result.data) {
      await applySession(result.data);
      bus.emit('ui:toast', { kind: 'success', message: intl.formatMessage({ id: 'account.password.changed' }) });
      return onDone();
    }
    const error = apiErrorOf(result);
    setErrors(
      error?.code === ACCOUNT_ERROR_CODES.wrongPassword
        ? { current: 'account.password.wrongCurrent' }
        : { form: 'account.error.generic' },
    );
  };
  return (
    <Form onSubmit={submit} noValidate data-testid="password-form">
      {errors.form ? <FormAlert role="alert">{msg('form')}</FormAlert> : null}
      <TextField
        label={intl.formatMessage({ id: 'account.field.currentPassword' })}
        type="password"
        autoComplete="current-password"
        value={v.current}
        onChange={set('current')}
        error={msg('current')}
        testId="password-current"
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.newPassword' })}
        type="password"
        autoComplete="new-password"
        value={v.next}
        onChange={set('next')}
        error={msg('next')}
        testId="password-new"
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.repeatPassword' })}
        type="password"
        autoComplete="new-password"
        value={v.repeat}
        onChange={set('repeat')}
        error={msg('repeat')}
        testId="password-repeat"
      />
      <Button type="submit" disabled={isLoading} data-testid="password-save">
        <FormattedMessage id="account.password.submit" />
      </Button>
    </Form>
  );
}
