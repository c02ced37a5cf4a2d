import { sharedSelectors, type Address, type AddressInput, type StorefrontState } from '@storefront/shared-contracts';
import { Button, FormattedMessage, useIntl } from '@storefront/shared-ui';
import { SelectField, TextField } from '@storefront/shared-ui/field';
import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { useAddAddressMutation, useUpdateAddressMutation } from '../api/addresses-api';
import { apiErrorOf } from '../../../lib/api-error';
import { Form, FormAlert } from '../../../lib/form';
import { fieldErrorsOf } from '../../../lib/validation';
import { countryName } from '../../../lib/display-names';

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.touchTarget};
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

type Values = Required<Omit<AddressInput, 'defaultShipping' | 'defaultBilling'>> & {
  defaultShipping: boolean;
  defaultBilling: boolean;
};

const REQUIRED: [keyof Values, string][] = [
  ['firstName', 'account.field.firstNameRequired'],
  ['lastName', 'account.field.lastNameRequired'],
  ['phone', 'account.field.phoneRequired'],
  ['line1', 'account.field.addressRequired'],
  ['city', 'account.field.cityRequired'],
  ['postalCode', 'account.field.postalCodeRequired'],
  ['country', 'account.field.countryRequired'],
];

/** Adds or changes an address (spec 3's fields), with its default flags. What was typed survives an error. */
export function AddressForm({ address, onDone }: { address: Address | null; onDone: () => void }) {
  const intl = useIntl();
  const countries = useSelector((s: StorefrontState) => sharedSelectors.selectSettings(s))?.region_countries ?? [];
  const [add, adding] = useAddAddressMutation();
  const [update, updating] = useUpdateAddressMutation();
  const [v, setV] = useState<Values>({
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    phone: address?.phone ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    postalCode: address?.postalCode ?? '',
    state: address?.state ?? '',
    country: address?.country ?? countries[0]?.iso ?? '',
    defaultShipping: address?.defaultShipping ?? false,
    defaultBilling: address?.defaultBilling ?? false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof Values) => (e: { target: { value: string } }) =>
    setV((x) => ({ ...x, [name]: e.target.value }));
  const msg = (name: string) => (errors[name] ? intl.formatMessage({ id: errors[name] }) : undefined);
  const field = (name: keyof Values, labelId: string, autoComplete: string) => (
    <TextField
      label={intl.formatMessage({ id: labelId })}
      autoComplete={autoComplete}
      value={String(v[name])}
      onChange={set(name)}
      error={msg(name)}
      testId={`address-${name}`}
    />
  );
  const countryOptions = countries.map((c) => ({ value: c.iso.toUpperCase(), label: countryName(intl.locale, c.iso) }));
  if (v.country && !countryOptions.some((o) => o.value === v.country.toUpperCase()))
    countryOptions.push({ value: v.country, label: v.country });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(REQUIRED.filter(([name]) => !String(v[name]).trim()));
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = address ? await update({ ...v, id: address.id }) : await add(v);
    if ('data' in result) return onDone();
    const fields = fieldErrorsOf(apiErrorOf(result));
    setErrors(Object.keys(fields).length ? fields : { form: 'account.addresses.saveError' });
  };

  return (
    <Form onSubmit={submit} noValidate data-testid="address-form">
      {errors.form ? <FormAlert role="alert">{msg('form')}</FormAlert> : null}
      {field('firstName', 'account.field.firstName', 'given-name')}
      {field('lastName', 'account.field.lastName', 'family-name')}
      {field('phone', 'account.field.phone', 'tel')}
      {field('line1', 'account.field.line1', 'address-line1')}
      {field('line2', 'account.field.line2', 'address-line2')}
      {field('city', 'account.field.city', 'address-level2')}
      {field('postalCode', 'account.field.postalCode', 'postal-code')}
      {field('state', 'account.field.state', 'address-level1')}
      <SelectField
        label={intl.formatMessage({ id: 'account.field.country' })}
        options={countryOptions}
        value={v.country.toUpperCase()}
        onChange={set('country')}
        testId="address-country"
      />
      <p>
        <CheckLabel>
          <input
            type="checkbox"
            checked={v.defaultShipping}
            onChange={(e) => setV((x) => ({ ...x, defaultShipping: e.target.checked }))}
            data-testid="address-default-shipping"
          />
          <FormattedMessage id="account.addresses.defaultShipping" />
        </CheckLabel>
      </p>
      <p>
        <CheckLabel>
          <input
            type="checkbox"
            checked={v.defaultBilling}
            onChange={(e) => setV((x) => ({ ...x, defaultBilling: e.target.checked }))}
            data-testid="address-default-billing"
          />
          <FormattedMessage id="account.addresses.defaultBilling" />
        </CheckLabel>
      </p>
      <Button type="submit" disabled={adding.isLoading || updating.isLoading} data-testid="address-save">
        <FormattedMessage id="account.save" />
      </Button>
    </Form>
  );
}
