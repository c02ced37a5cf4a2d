import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import { SelectField } from '@storefront/shared-ui/field';
import type { CheckoutView } from '@storefront/shared-contracts';
import { checkoutErrorId, checkoutField, countryOptions } from '../../../../lib/forms/checkout-field';
import { Fieldset } from '../../../../lib/forms/form-styles';
import { AddressFields } from '../address-fields';
import { BillingToggle } from '../checkout-layout';
import type { SectionProps } from './section-props';

/** "Billing to": the same as the delivery address, or (unticked, shown by CSS) an address of its own. */
export function BillingSection({ form, errors, update, countries }: SectionProps & Pick<CheckoutView, 'countries'>) {
  const intl = useIntl();
  return (
    <Fieldset>
      <legend>
        <FormattedMessage id="checkout.billingTo" />
      </legend>
      <BillingToggle>
        <label>
          <input
            type="checkbox"
            name="billingSameAsDelivery"
            checked={form.billingSameAsDelivery}
            onChange={(event) => update({ ...form, billingSameAsDelivery: event.target.checked })}
            data-testid="checkout-billing-same"
          />
          <FormattedMessage id="checkout.billingSame" />
        </label>
        {/* Shown by CSS when the box is unticked, so it works before hydration too. */}
        <div className="billing-fields" data-testid="checkout-billing-fields">
          <SelectField
            {...checkoutField('billing.country', checkoutErrorId(errors, 'billing.country'))}
            label={<FormattedMessage id="checkout.field.country" />}
            value={form.billing.country}
            autoComplete="billing country"
            onChange={(event) => update({ ...form, billing: { ...form.billing, country: event.target.value } })}
            options={countryOptions(countries, intl.locale)}
          >
            <option value="">{intl.formatMessage({ id: 'checkout.chooseCountry' })}</option>
          </SelectField>
          <AddressFields
            prefix="billing"
            value={form.billing}
            errors={errors}
            onChange={(billing) => update({ ...form, billing })}
          />
        </div>
      </BillingToggle>
    </Fieldset>
  );
}
