/**
 * Checkout rules shared by the checkout page (checked as the shopper types) and the api (checked again on
 * Pay Now): no zod here, so the browser bundle stays small.
 */

/** Address fields of the checkout form (spec 3 Address). */
export interface CheckoutAddress {
  firstName: string;
  lastName: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  state: string;
  country: string;
}

/** What the shopper types at checkout. Prices are never part of it: the server computes them. */
export interface CheckoutForm {
  email: string;
  delivery: CheckoutAddress;
  billingSameAsDelivery: boolean;
  billing: CheckoutAddress;
  shippingMethodId: number | null;
  paymentMethod: string;
}

/** Spec 5's rules, one per field; each has one message (`checkout.error.<rule>` in the area's messages). */
export const CHECKOUT_ERROR_MESSAGES = {
  email: 'Please provide a valid email address.',
  firstName: 'Name is required.',
  lastName: 'Last name is required.',
  phone: 'Phone is required.',
  address1: 'Address is required.',
  city: 'City is required.',
  postalCode: 'Postal code is required.',
  state: 'State is required',
  country: 'Country is required.',
  shippingMethod: 'Shipping option is required.',
  paymentMethod: 'Payment option is required.',
} as const;
export type CheckoutErrorRule = keyof typeof CHECKOUT_ERROR_MESSAGES;

/** Field path (`email`, `delivery.city`, `shippingMethodId` ...) -> the rule it breaks. */
export type CheckoutErrors = Partial<Record<string, CheckoutErrorRule>>;

/** Countries whose addresses need a state or province (our choice; spec 5 leaves it open). */
export const STATE_COUNTRIES: readonly string[] = ['US', 'CA', 'AU'];

/** A pragmatic address check: something@something.tld, no spaces, at most 254 characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const emptyAddress = (country = ''): CheckoutAddress => ({
  firstName: '',
  lastName: '',
  phone: '',
  address1: '',
  address2: '',
  city: '',
  postalCode: '',
  state: '',
  country,
});

export const emptyCheckoutForm = (country = ''): CheckoutForm => ({
  email: '',
  delivery: emptyAddress(country),
  billingSameAsDelivery: true,
  billing: emptyAddress(country),
  shippingMethodId: null,
  paymentMethod: '',
});

function addressErrors(prefix: string, address: CheckoutAddress, errors: CheckoutErrors): void {
  const required: Array<[keyof CheckoutAddress, CheckoutErrorRule]> = [
    ['firstName', 'firstName'],
    ['lastName', 'lastName'],
    ['phone', 'phone'],
    ['address1', 'address1'],
    ['city', 'city'],
    ['postalCode', 'postalCode'],
    ['country', 'country'],
  ];
  for (const [field, rule] of required) if (!address[field].trim()) errors[`${prefix}.${field}`] = rule;
  if (STATE_COUNTRIES.includes(address.country) && !address.state.trim()) errors[`${prefix}.state`] = 'state';
}

/**
 * Every broken rule of a checkout form, by field path; empty when it may be placed. Whether the chosen
 * shipping and payment methods are offered for the country is the server's part.
 */
export function validateCheckoutForm(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const email = form.email.trim();
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) errors.email = 'email';
  addressErrors('delivery', form.delivery, errors);
  if (!form.billingSameAsDelivery) addressErrors('billing', form.billing, errors);
  if (form.shippingMethodId === null) errors.shippingMethodId = 'shippingMethod';
  if (!form.paymentMethod) errors.paymentMethod = 'paymentMethod';
  return errors;
}

/** Transaction states of an order (spec 4), in the order's life. */
export const ORDER_STATUSES = ['failed', 'pending', 'processing', 'complete', 'shipment_sent'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const SHIPMENT_STATUSES = ['shipment_new', 'shipment_processing', 'shipment_shipped'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Header of the provider's webhook signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const PAYMENT_SIGNATURE_HEADER = 'x-sandbox-signature';
