import { Button, FormattedMessage, useIntl } from '@storefront/shared-ui';
import { SelectField } from '@storefront/shared-ui/field';
import type { CheckoutView, Storefront } from '@storefront/shared-contracts';
import { checkoutErrorId, checkoutField, countryOptions } from '../../../../lib/forms/checkout-field';
import { countryName, storefrontRegion } from '../../../../lib/intl/display-names';
import { Alert, Fieldset, WithScripts, WithoutScripts } from '../../../../lib/forms/form-styles';
import { AddressFields } from '../address-fields';
import type { SectionProps } from './section-props';

interface DeliverySectionProps extends SectionProps {
  view: CheckoutView;
  storefront: Storefront;
  /** The page is hydrated: without it the country is posted to get its options (a button shown without scripts). */
  hydrated: boolean;
  chooseCountry: (country: string) => void;
  openAddressBook: () => void;
}

/** "Delivery to": the address book (signed in), the country (it decides the methods), the address. */
export function DeliverySection({
  form,
  errors,
  update,
  view,
  storefront,
  hydrated,
  chooseCountry,
  openAddressBook,
}: DeliverySectionProps) {
  const intl = useIntl();
  const account = view.account ?? null;
  // Spec 8: a default address in a country this storefront does not serve blocks until another is chosen.
  const blockedDefault = account?.addresses.find((a) => a.defaultShipping && !a.allowed);
  return (
    <Fieldset>
      <legend>
        <FormattedMessage id="checkout.deliveryTo" />
      </legend>
      {blockedDefault && !form.delivery.country ? (
        <Alert role="alert" data-testid="checkout-default-address-blocked">
          <FormattedMessage
            id="checkout.account.defaultBlocked"
            values={{
              country_name: countryName(intl.locale, blockedDefault.country),
              region: storefrontRegion(intl.locale, storefront),
            }}
          />
        </Alert>
      ) : null}
      {account ? (
        // In the server's markup too (a click before hydration is held and replayed): the page does not move.
        <WithScripts>
          <Button type="button" $variant="secondary" onClick={openAddressBook} data-testid="checkout-choose-address">
            <FormattedMessage id="checkout.account.chooseAddress" />
          </Button>
        </WithScripts>
      ) : null}
      <SelectField
        {...checkoutField('delivery.country', checkoutErrorId(errors, 'delivery.country'))}
        label={<FormattedMessage id="checkout.field.country" />}
        value={form.delivery.country}
        autoComplete="shipping country"
        onChange={(event) => chooseCountry(event.target.value)}
        options={countryOptions(view.countries, intl.locale)}
      >
        <option value="">{intl.formatMessage({ id: 'checkout.chooseCountry' })}</option>
      </SelectField>
      {hydrated ? null : (
        // Hidden by CSS wherever scripts run, so hydration removing it moves nothing.
        <WithoutScripts>
          <Button type="submit" name="intent" value="country" $variant="secondary" formNoValidate>
            <FormattedMessage id="checkout.showOptions" />
          </Button>
        </WithoutScripts>
      )}
      <AddressFields
        prefix="delivery"
        value={form.delivery}
        errors={errors}
        onChange={(delivery) => update({ ...form, delivery })}
      />
    </Fieldset>
  );
}
