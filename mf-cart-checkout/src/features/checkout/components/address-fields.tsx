import { useIntl } from '@storefront/shared-ui';
import { STATE_COUNTRIES, type CheckoutAddress, type CheckoutErrors } from '@storefront/shared-contracts';
import { TextField } from '@storefront/shared-ui/field';
import { checkoutErrorId, checkoutField } from '../../../lib/forms/checkout-field';
import { Pair } from '../../../lib/forms/form-styles';

interface AddressFieldsProps {
  prefix: 'delivery' | 'billing';
  /** The fields' names (and ids) when not the form's own (the address modal's new address). */
  fieldPrefix?: string;
  value: CheckoutAddress;
  errors: CheckoutErrors;
  onChange: (next: CheckoutAddress) => void;
}

/** The address fields of spec 3 (the country is chosen above them); the state only where addresses need one. */
export function AddressFields({ prefix, fieldPrefix, value, errors, onChange }: AddressFieldsProps) {
  const intl = useIntl();
  const field = (
    key: keyof CheckoutAddress,
    autoComplete: string,
    options: { required?: boolean; type?: 'tel' } = {},
  ) => (
    <TextField
      {...checkoutField(`${fieldPrefix ?? prefix}.${key}`, checkoutErrorId(errors, `${prefix}.${key}`))}
      label={intl.formatMessage({ id: `checkout.field.${key}` })}
      value={value[key]}
      autoComplete={`${prefix === 'delivery' ? 'shipping' : 'billing'} ${autoComplete}`}
      aria-required={options.required ?? true}
      type={options.type ?? 'text'}
      maxLength={200}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
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
