import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button, FormattedMessage, Link, Money, useIntl } from '@storefront/shared-ui';
import {
  apiPaths,
  buildPath,
  STOREFRONTS,
  validateCheckoutForm,
  type ApiError,
  type CheckoutErrors,
  type CheckoutForm as Form,
  type CheckoutView,
  type Storefront,
  type StorefrontCode,
} from '@storefront/shared-contracts';
import { usePlaceOrderMutation } from '../../../api/checkout-api';
import { errorsFromApi, focusFirstError, initialForm } from '../checkout-form-state';
import { AddressFields } from './address-fields';
import { AddressPicker } from './address-picker';
import { Alert, Choices, ErrorText, FieldBox, Fieldset } from '../../../lib/forms/form-styles';
import { OrderSummary } from './order-summary';
import { TextField } from '../../../lib/forms/text-field';
import { Layout, Actions, BillingToggle } from './checkout-layout';

interface CheckoutFormProps {
  view: CheckoutView;
  storefront: Storefront;
  /** The shopper chose a delivery country: the page asks for its options. */
  onCountry: (country: string) => void;
  loadingOptions: boolean;
}

const noSubscription = () => () => undefined;
/** False in the server's HTML and during hydration, true after: what only works with JavaScript waits for it. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

const errorId = (errors: CheckoutErrors, path: string) => (errors[path] ? `checkout.error.${errors[path]}` : undefined);

/**
 * The checkout form. It is a real HTML form posting to the api, so it works before hydration (the api
 * answers with a redirect to the payment page, or back here with what was typed and its errors); once
 * hydrated it checks every field first and places the order with JSON.
 */
export function CheckoutForm({ view, storefront, onCountry, loadingOptions }: CheckoutFormProps) {
  const intl = useIntl();
  const [form, setForm] = useState<Form>(() => initialForm(view));
  const [errors, setErrors] = useState<CheckoutErrors>(() => view.errors as CheckoutErrors);
  const [failure, setFailure] = useState<string | null>(null);
  const hydrated = useHydrated();
  const [placeOrder, { isLoading }] = usePlaceOrderMutation();
  const [picking, setPicking] = useState(false);
  const account = view.account ?? null;
  // Spec 8: a default address in a country this storefront does not serve blocks until another is chosen.
  const blockedDefault = account?.addresses.find((a) => a.defaultShipping && !a.allowed);

  const update = (next: Form) => {
    setForm(next);
    // A corrected field loses its error as the shopper types; the others stay until the next Pay Now.
    if (Object.keys(errors).length) {
      const still = validateCheckoutForm(next);
      setErrors(Object.fromEntries(Object.entries(errors).filter(([path]) => still[path])));
    }
  };

  const chooseCountry = (country: string) => {
    update({
      ...form,
      delivery: { ...form.delivery, country },
      shippingMethodId: null,
      paymentMethod: '',
    });
    if (country) onCountry(country);
  };

  const pickAddress = (delivery: Form['delivery']) => {
    const sameCountry = delivery.country === form.delivery.country;
    update({
      ...form,
      delivery,
      shippingMethodId: sameCountry ? form.shippingMethodId : null,
      paymentMethod: sameCountry ? form.paymentMethod : '',
    });
    if (!sameCountry && delivery.country) onCountry(delivery.country);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = validateCheckoutForm(form);
    if (Object.keys(found).length) {
      setErrors(found);
      focusFirstError(found);
      return;
    }
    const result = await placeOrder({ iso: storefront.iso, body: { ...form, idempotencyKey: view.checkoutKey } });
    if ('data' in result && result.data) {
      window.location.assign(result.data.redirectUrl);
      return;
    }
    const apiErrors = errorsFromApi(result.error as ApiError);
    if (apiErrors) {
      setErrors(apiErrors);
      focusFirstError(apiErrors);
    } else {
      setFailure(
        (result.error as ApiError).code === 'CART_CLOSED' ? 'checkout.error.cartClosed' : 'checkout.error.generic',
      );
    }
  };

  const methods = view.country === form.delivery.country ? view.shippingMethods : [];
  const payments = view.country === form.delivery.country ? view.paymentMethods : [];
  const chosenMethod = methods.find((m) => m.id === form.shippingMethodId) ?? null;
  const mismatch = view.regionMismatch;

  return (
    <Layout>
      <form
        method="post"
        action={apiPaths.checkout(storefront.iso)}
        onSubmit={submit}
        noValidate
        id="checkout-form"
        data-testid="checkout-form"
        aria-busy={isLoading}
      >
        <input type="hidden" name="idempotencyKey" value={view.checkoutKey} />
        {mismatch ? (
          <Alert role="status" data-testid="checkout-region-mismatch">
            <FormattedMessage
              id="checkout.regionMismatch"
              values={{
                country: mismatch.countryName,
                region: STOREFRONTS[mismatch.storefront as StorefrontCode]?.title,
              }}
            />
            <br />
            <a href={buildPath('checkout', mismatch.storefront as StorefrontCode)} data-testid="checkout-region-link">
              <FormattedMessage
                id="checkout.regionMismatch.link"
                values={{ region: STOREFRONTS[mismatch.storefront as StorefrontCode]?.title }}
              />
            </a>
          </Alert>
        ) : null}

        <Fieldset>
          <legend>
            <FormattedMessage id="checkout.contact" />
          </legend>
          {account ? (
            <>
              <input type="hidden" name="email" value={account.email} />
              <p data-testid="checkout-account-email">
                <FormattedMessage id="checkout.account.email" values={{ email: <strong>{account.email}</strong> }} />
              </p>
            </>
          ) : (
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              label={intl.formatMessage({ id: 'checkout.field.email' })}
              value={form.email}
              error={errorId(errors, 'email')}
              onChange={(email) => update({ ...form, email })}
            />
          )}
        </Fieldset>

        <Fieldset>
          <legend>
            <FormattedMessage id="checkout.deliveryTo" />
          </legend>
          {blockedDefault && !form.delivery.country ? (
            <Alert role="alert" data-testid="checkout-default-address-blocked">
              <FormattedMessage
                id="checkout.account.defaultBlocked"
                values={{ country_name: blockedDefault.countryName, region: storefront.title }}
              />
            </Alert>
          ) : null}
          {account && hydrated ? (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => setPicking(true)}
              data-testid="checkout-choose-address"
            >
              <FormattedMessage id="checkout.account.chooseAddress" />
            </Button>
          ) : null}
          <FieldBox>
            <label htmlFor="checkout-delivery-country">
              <FormattedMessage id="checkout.field.country" />
            </label>
            <select
              id="checkout-delivery-country"
              name="delivery.country"
              value={form.delivery.country}
              autoComplete="shipping country"
              aria-invalid={errors['delivery.country'] ? true : undefined}
              aria-describedby={errors['delivery.country'] ? 'checkout-delivery-country-error' : undefined}
              onChange={(event) => chooseCountry(event.target.value)}
              data-testid="checkout-delivery-country"
            >
              <option value="">{intl.formatMessage({ id: 'checkout.chooseCountry' })}</option>
              {view.countries.map((c) => (
                <option key={c.iso} value={c.iso}>
                  {c.name}
                </option>
              ))}
            </select>
            {errors['delivery.country'] ? (
              <ErrorText id="checkout-delivery-country-error">
                <FormattedMessage id={`checkout.error.${errors['delivery.country']}`} />
              </ErrorText>
            ) : null}
          </FieldBox>
          {hydrated ? null : (
            <Button type="submit" name="intent" value="country" $variant="secondary" formNoValidate>
              <FormattedMessage id="checkout.showOptions" />
            </Button>
          )}
          <AddressFields
            prefix="delivery"
            value={form.delivery}
            errors={errors}
            onChange={(delivery) => update({ ...form, delivery })}
          />
        </Fieldset>

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
              <FieldBox>
                <label htmlFor="checkout-billing-country">
                  <FormattedMessage id="checkout.field.country" />
                </label>
                <select
                  id="checkout-billing-country"
                  name="billing.country"
                  value={form.billing.country}
                  autoComplete="billing country"
                  onChange={(event) => update({ ...form, billing: { ...form.billing, country: event.target.value } })}
                >
                  <option value="">{intl.formatMessage({ id: 'checkout.chooseCountry' })}</option>
                  {view.countries.map((c) => (
                    <option key={c.iso} value={c.iso}>
                      {c.name}
                    </option>
                  ))}
                </select>
                {errors['billing.country'] ? (
                  <ErrorText>
                    <FormattedMessage id={`checkout.error.${errors['billing.country']}`} />
                  </ErrorText>
                ) : null}
              </FieldBox>
              <AddressFields
                prefix="billing"
                value={form.billing}
                errors={errors}
                onChange={(billing) => update({ ...form, billing })}
              />
            </div>
          </BillingToggle>
        </Fieldset>

        <Fieldset
          id="checkout-shippingMethodId-group"
          tabIndex={-1}
          aria-describedby={errors.shippingMethodId ? 'checkout-shipping-error' : undefined}
          data-testid="checkout-shipping-methods"
        >
          <legend>
            <FormattedMessage id="checkout.shippingMethod" />
          </legend>
          {!form.delivery.country || !methods.length ? (
            <p data-testid="checkout-choose-country-first">
              <FormattedMessage id={loadingOptions ? 'checkout.loadingOptions' : 'checkout.chooseCountryFirst'} />
            </p>
          ) : (
            <Choices>
              {methods.map((m) => (
                <label key={m.id} data-testid="checkout-shipping-method">
                  <input
                    type="radio"
                    name="shippingMethodId"
                    value={m.id}
                    checked={form.shippingMethodId === m.id}
                    onChange={() => update({ ...form, shippingMethodId: m.id })}
                  />
                  <span>
                    <strong>{m.label}</strong>
                    <span className="detail">
                      {m.price.amount === 0 ? <FormattedMessage id="checkout.free" /> : <Money value={m.price} />}
                    </span>
                    <span className="detail">
                      <FormattedMessage id="checkout.days" values={{ min: m.minDays, max: m.maxDays }} />
                    </span>
                    {m.freeOver ? (
                      <span className="detail">
                        <FormattedMessage id="checkout.freeOver" values={{ amount: <Money value={m.freeOver} /> }} />
                      </span>
                    ) : null}
                  </span>
                </label>
              ))}
            </Choices>
          )}
          {errors.shippingMethodId ? (
            <ErrorText id="checkout-shipping-error" data-testid="checkout-shippingMethodId-error">
              <FormattedMessage id="checkout.error.shippingMethod" />
            </ErrorText>
          ) : null}
        </Fieldset>

        <Fieldset
          id="checkout-paymentMethod-group"
          tabIndex={-1}
          aria-describedby={errors.paymentMethod ? 'checkout-payment-error' : undefined}
          data-testid="checkout-payment-methods"
        >
          <legend>
            <FormattedMessage id="checkout.payment" />
          </legend>
          {!form.delivery.country || !payments.length ? (
            <p>
              <FormattedMessage id={loadingOptions ? 'checkout.loadingOptions' : 'checkout.chooseCountryFirst'} />
            </p>
          ) : (
            <Choices>
              {payments.map((p) => (
                <label key={p.code} data-testid="checkout-payment-method">
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={p.code}
                    checked={form.paymentMethod === p.code}
                    onChange={() => update({ ...form, paymentMethod: p.code })}
                  />
                  <span>{p.name}</span>
                </label>
              ))}
            </Choices>
          )}
          {errors.paymentMethod ? (
            <ErrorText id="checkout-payment-error" data-testid="checkout-paymentMethod-error">
              <FormattedMessage id="checkout.error.paymentMethod" />
            </ErrorText>
          ) : null}
        </Fieldset>

        {failure ? (
          <ErrorText role="alert" data-testid="checkout-failure">
            <FormattedMessage id={failure} />
          </ErrorText>
        ) : null}
        <Actions>
          <Button type="submit" name="intent" value="pay" disabled={isLoading} data-testid="checkout-pay-now">
            <FormattedMessage id="checkout.payNow" />
          </Button>
          <Link to={buildPath('index', storefront.code)} data-testid="checkout-continue-shopping">
            <FormattedMessage id="checkout.continueShopping" />
          </Link>
          <p className="secure" data-testid="checkout-secure-note">
            <FormattedMessage id="checkout.secure" />
          </p>
        </Actions>
      </form>
      {account ? (
        <AddressPicker
          addresses={account.addresses}
          countries={view.countries}
          open={picking}
          onClose={() => setPicking(false)}
          onPick={pickAddress}
        />
      ) : null}
      <OrderSummary cart={view.cart} shippingMethod={chosenMethod} />
    </Layout>
  );
}
