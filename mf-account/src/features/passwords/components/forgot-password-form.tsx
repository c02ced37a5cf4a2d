import { useLanguage, useStorefront } from '@storefront/shared-contracts';
import { Button, FormattedMessage, useIntl } from '@storefront/shared-ui';
import { TextField } from '@storefront/shared-ui/field';
import { useState, type FormEvent } from 'react';
import { useForgotPasswordMutation } from '../api/passwords-api';
import { Form, FormAlert } from '../../../lib/form';
import { isEmail } from '../../../lib/validation';

/** Asks for the e-mail of a forgotten password; says it is sent whether or not the address has an account. */
export function ForgotPasswordForm() {
  const intl = useIntl();
  const { code } = useStorefront();
  const language = useLanguage();
  const [send, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [state, setState] = useState<'form' | 'sent' | 'failed'>('form');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setInvalid(!isEmail(email));
    if (!isEmail(email)) return;
    const result = await send({ email: email.trim(), language, storefront: code });
    setState('data' in result ? 'sent' : 'failed');
  };
  return (
    <>
      {state === 'sent' ? (
        <p role="status" data-testid="forgot-sent">
          <FormattedMessage id="account.forgotPassword.sent" />
        </p>
      ) : (
        <Form onSubmit={submit} noValidate>
          {state === 'failed' ? (
            <FormAlert role="alert">
              <FormattedMessage id="account.forgotPassword.failed" />
            </FormAlert>
          ) : null}
          <p>
            <FormattedMessage id="account.forgotPassword.intro" />
          </p>
          <TextField
            label={intl.formatMessage({ id: 'account.field.email' })}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={invalid ? intl.formatMessage({ id: 'account.field.emailInvalid' }) : undefined}
            testId="forgot-email"
          />
          <Button type="submit" disabled={isLoading} data-testid="forgot-submit">
            <FormattedMessage id="account.forgotPassword.submit" />
          </Button>
        </Form>
      )}
    </>
  );
}
