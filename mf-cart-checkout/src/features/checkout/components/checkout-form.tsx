import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button, FormattedMessage, Link } from '@storefront/shared-ui';
import {
  apiPaths,
  buildPath,
  validateCheckoutForm,
  type ApiError,
  type CheckoutErrors,
  type CheckoutForm as Form,
  type CheckoutView,
  type Storefront,
} from '@storefront/shared-contracts';
import { usePlaceOrderMutation } from '../api/checkout-api';
import { ErrorText } from '../../../lib/forms/form-styles';
import { errorsFromApi, focusFirstError, initialForm } from '../checkout-form-state';
import { AddressPicker } from './address-picker';
import { Actions, Layout } from './checkout-layout';
import { OrderSummary } from './order-summary';
import { BillingSection } from './sections/billing-section';
import { ContactSection } from './sections/contact-section';
import { DeliverySection } from './sections/delivery-section';
import { PaymentSection, ShippingSection } from './sections/method-sections';
import { RegionMismatchAlert } from './sections/region-mismatch-alert';
import type { SectionProps } from './sections/section-props';

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

/**
 * The checkout form. It is a real HTML form posting to the api, so it works before hydration (the api
 * answers with a redirect to the payment page, or back here with what was typed and its errors); once
 * hydrated it checks every field first and places the order with JSON. It holds the values, errors and
 * submission; the fieldsets are its sections (`sections/`).
 */
export function CheckoutForm({ view, storefront, onCountry, loadingOptions }: CheckoutFormProps) {
  const [form, setForm] = useState<Form>(() => initialForm(view));
  const [errors, setErrors] = useState<CheckoutErrors>(() => view.errors as CheckoutErrors);
  const [failure, setFailure] = useState<string | null>(null);
  const hydrated = useHydrated();
  const [placeOrder, { isLoading }] = usePlaceOrderMutation();
  const [picking, setPicking] = useState(false);
  const account = view.account ?? null;

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
  const section: SectionProps = { form, errors, update };

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
        {view.regionMismatch ? <RegionMismatchAlert mismatch={view.regionMismatch} /> : null}
        <ContactSection {...section} account={account} />
        <DeliverySection
          {...section}
          view={view}
          storefront={storefront}
          hydrated={hydrated}
          chooseCountry={chooseCountry}
          openAddressBook={() => setPicking(true)}
        />
        <BillingSection {...section} countries={view.countries} />
        <ShippingSection {...section} loadingOptions={loadingOptions} methods={methods} />
        <PaymentSection {...section} loadingOptions={loadingOptions} payments={payments} />

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
