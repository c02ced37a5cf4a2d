import { ACCOUNT_ERROR_CODES, type Customer, useLanguage, useStorefront } from '@storefront/shared-contracts';
import { Button, FormattedMessage, useIntl } from '@storefront/shared-ui';
import { TextField } from '@storefront/shared-ui/field';
import { useState, type FormEvent } from 'react';
import { useUpdateDetailsMutation } from '../api/details-api';
import { apiErrorOf } from '../../../lib/api-error';
import { Form, FormAlert } from '../../../lib/form';
import { fieldErrorsOf, isEmail } from '../../../lib/validation';
import { useApplySession } from '../../../lib/session/use-session';

/**
 * Name, first and last name, e-mail, date of birth (18+: the api checks it too). A new e-mail address is only
 * asked for: `onDone` gets the address the confirmation link went to (null when the e-mail stayed).
 */
export function DetailsForm({
  customer,
  onDone,
}: {
  customer: Customer;
  onDone: (emailChangeSentTo: string | null) => void;
}) {
  const intl = useIntl();
  const { code } = useStorefront();
  const language = useLanguage();
  const [save, { isLoading }] = useUpdateDetailsMutation();
  const applySession = useApplySession();
  const [v, setV] = useState({
    name: customer.name,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    dateOfBirth: customer.dateOfBirth ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((x) => ({ ...x, [name]: e.target.value }));
  const msg = (name: string) => (errors[name] ? intl.formatMessage({ id: errors[name] }) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!v.firstName.trim()) found.firstName = 'account.field.firstNameRequired';
    if (!v.lastName.trim()) found.lastName = 'account.field.lastNameRequired';
    if (!isEmail(v.email)) found.email = 'account.field.emailInvalid';
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await save({
      ...v,
      email: v.email.trim(),
      dateOfBirth: v.dateOfBirth || null,
      language,
      storefront: code,
    });
    if ('data' in result && result.data) {
      const { loggedIn, customer: saved, emailChangeSentTo } = result.data;
      await applySession({ loggedIn, customer: saved });
      return onDone(emailChangeSentTo);
    }
    const error = apiErrorOf(result);
    if (error?.code === ACCOUNT_ERROR_CODES.underage) return setErrors({ dateOfBirth: 'account.field.underage' });
    const fields = fieldErrorsOf(error);
    setErrors(Object.keys(fields).length ? fields : { form: 'account.error.generic' });
  };

  return (
    <Form onSubmit={submit} noValidate data-testid="details-form">
      {errors.form ? <FormAlert role="alert">{msg('form')}</FormAlert> : null}
      <TextField
        label={intl.formatMessage({ id: 'account.field.name' })}
        value={v.name}
        onChange={set('name')}
        testId="details-name"
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.firstName' })}
        autoComplete="given-name"
        value={v.firstName}
        onChange={set('firstName')}
        error={msg('firstName')}
        testId="details-first-name"
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.lastName' })}
        autoComplete="family-name"
        value={v.lastName}
        onChange={set('lastName')}
        error={msg('lastName')}
        testId="details-last-name"
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.email' })}
        type="email"
        autoComplete="email"
        value={v.email}
        onChange={set('email')}
        error={msg('email')}
        testId="details-email"
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.dateOfBirth' })}
        type="date"
        autoComplete="bday"
        value={v.dateOfBirth}
        onChange={set('dateOfBirth')}
        error={msg('dateOfBirth')}
        testId="details-dob"
      />
      <Button type="submit" disabled={isLoading} data-testid="details-save">
        <FormattedMessage id="account.save" />
      </Button>
    </Form>
  );
}
