import {
  CHECKOUT_ERROR_MESSAGES,
  emptyCheckoutForm,
  type ApiError,
  type CheckoutErrorRule,
  type CheckoutErrors,
  type CheckoutForm,
  type CheckoutView,
  type CheckoutAccountAddress,
  type CheckoutAddress,
} from '@storefront/shared-contracts';
import { checkoutFieldId } from '../../lib/forms/checkout-field';

/** The form as the page starts it: as last posted (nothing typed is lost), else empty in the chosen country. */
export function initialForm(view: CheckoutView): CheckoutForm {
  const accountEmail = view.account?.email;
  if (view.form) return accountEmail ? { ...view.form, email: accountEmail } : view.form;
  const form = emptyCheckoutForm(view.country ?? '');
  if (!view.account) return form;
  // A logged-in shopper starts from the account e-mail and, when this storefront delivers there, the default address.
  const preferred = view.account.addresses.find((a) => a.defaultShipping && a.allowed);
  const billing = view.account.addresses.find((a) => a.defaultBilling && a.allowed);
  return {
    ...form,
    email: view.account.email,
    delivery: preferred ? toCheckoutAddress(preferred) : form.delivery,
    billingSameAsDelivery: !billing || billing.id === preferred?.id,
    billing: billing ? toCheckoutAddress(billing) : form.billing,
  };
}

/** An address-book entry as the checkout's address fields. */
export function toCheckoutAddress(a: CheckoutAccountAddress): CheckoutAddress {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    phone: a.phone,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    postalCode: a.postalCode,
    state: a.state,
    country: a.country,
  };
}

const RULE_OF_MESSAGE = new Map(
  Object.entries(CHECKOUT_ERROR_MESSAGES).map(([rule, message]) => [message as string, rule as CheckoutErrorRule]),
);

/** The api's 422 issues as field errors (the server checks the same rules, and the methods offered). */
export function errorsFromApi(error: ApiError): CheckoutErrors | null {
  if (error.code !== 'CHECKOUT_INVALID' || !error.issues) return null;
  const errors: CheckoutErrors = {};
  for (const issue of error.issues) {
    const rule = RULE_OF_MESSAGE.get(issue.message);
    if (rule) errors[issue.path] = rule;
  }
  return errors;
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(errors: CheckoutErrors): void {
  const first = Object.keys(errors)[0];
  if (!first || typeof document === 'undefined') return;
  const id =
    first === 'shippingMethodId' || first === 'paymentMethod' ? `checkout-${first}-group` : checkoutFieldId(first);
  document.getElementById(id)?.focus();
}
