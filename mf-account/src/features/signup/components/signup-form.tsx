import { useLanguage, useStorefront } from '@storefront/shared-contracts';
import { Button, FormattedMessage, useIntl } from '@storefront/shared-ui';
import { TextField } from '@storefront/shared-ui/field';
import { useState, type FormEvent } from 'react';
import { useSignupMutation } from '../api/signup-api';
import { apiErrorOf } from '../../../lib/api-error';
import { Form, FormAlert } from '../../../lib/form';
import { fieldErrorsOf, isEmail, isValidPassword } from '../../../lib/validation';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', repeat: '' };
type Values = typeof EMPTY;

function check(v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.firstName.trim()) errors.firstName = 'account.field.firstNameRequired';
  if (!v.lastName.trim()) errors.lastName = 'account.field.lastNameRequired';
  if (!isEmail(v.email)) errors.email = 'account.field.emailInvalid';
  if (!isValidPassword(v.password)) errors.password = 'account.field.passwordInvalid';
  else if (v.password !== v.repeat) errors.repeat = 'account.field.passwordsDiffer';
  return errors;
}

/** Spec 2.4 Register ("Create account"); `onCreated` gets the address for the "account created" state. */
export function SignupForm({ onCreated }: { onCreated: (email: string) => void }) {
  const intl = useIntl();
  const { code } = useStorefront();
  const language = useLanguage();
  const [signup, { isLoading }] = useSignupMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const set = (name: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const errorOf = (name: string) => (errors[name] ? intl.formatMessage({ id: errors[name] }) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const { repeat: _repeat, ...body } = values;
    const result = await signup({ ...body, language, storefront: code });
    if ('data' in result) return onCreated(values.email.trim());
    const fields = fieldErrorsOf(apiErrorOf(result));
    setErrors(fields);
    if (!Object.keys(fields).length) setAlert(intl.formatMessage({ id: 'account.error.generic' }));
  };

  return (
    <Form onSubmit={submit} noValidate data-testid="signup-form">
      {alert ? <FormAlert role="alert">{alert}</FormAlert> : null}
      <TextField
        label={intl.formatMessage({ id: 'account.field.firstName' })}
        name="firstName"
        autoComplete="given-name"
        value={values.firstName}
        onChange={set('firstName')}
        error={errorOf('firstName')}
        testId="signup-first-name"
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.lastName' })}
        name="lastName"
        autoComplete="family-name"
        value={values.lastName}
        onChange={set('lastName')}
        error={errorOf('lastName')}
        testId="signup-last-name"
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.email' })}
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errorOf('email')}
        testId="signup-email"
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.password' })}
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errorOf('password')}
        testId="signup-password"
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.repeatPassword' })}
        type="password"
        name="repeat"
        autoComplete="new-password"
        value={values.repeat}
        onChange={set('repeat')}
        error={errorOf('repeat')}
        testId="signup-repeat"
      />
      <p>
        <FormattedMessage id="account.signup.passwordHint" />
      </p>
      <Button type="submit" disabled={isLoading} data-testid="signup-submit">
        <FormattedMessage id="account.signup.submit" />
      </Button>
    </Form>
  );
}
