import { useIntl } from '@storefront/shared-ui';
import { STATE_COUNTRIES, type CheckoutAddress, type CheckoutErrors } from '@storefront/shared-contracts';
import { Pair } from '../../../lib/forms/form-styles';
import { TextField } from '../../../lib/forms/text-field';

interface AddressFieldsProps {
  prefix: 'delivery' | 'billing';
  /** The fields' names (and ids) when not the form's own (the address modal's new address). */
  fieldPrefix?: string;
  value: CheckoutAddress;
  errors: CheckoutErrors;
  onChange: (next: CheckoutAddress) => void;
}

const errorId = (errors: CheckoutErrors, path: string) => (errors[path] ? `checkout.error.${errors[path]}` : undefined);

/** The address fields of spec 3 (the country is chosen above them); the state only where addresses need one. */
export function AddressFields({ prefix, fieldPrefix, value, errors, onChange }: AddressFieldsProps) {
  const intl = useIntl();
  const field = (
    key: keyof CheckoutAddress,
    autoComplete: string,
    options: { required?: boolean; type?: 'tel' } = {},
  ) => (
    <TextField
      name={`${fieldPrefix ?? prefix}.${key}`}
      label={intl.formatMessage({ id: `checkout.field.${key}` })}
      value={value[key]}
      error={errorId(errors, `${prefix}.${key}`)}
      autoComplete={`${prefix === 'delivery' ? 'shipping' : 'billing'} ${autoComplete}`}
      required={options.required ?? true}
      type={options.type}
      onChange={(next) => onChange({ ...value, [key]: next })}
    />
  );
  return (
    <>
      <Pair>
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
      </Pair>
      {field('phone', 'tel', { type: 'tel' })}
      {field('address1', 'address-line1')}
      {field('address2', 'address-line2', { required: false })}
      <Pair>
        {field('postalCode', 'postal-code')}
        {field('city', 'address-level2')}
      </Pair>
      {STATE_COUNTRIES.includes(value.country) ? field('state', 'address-level1') : null}
    </>
  );
}
