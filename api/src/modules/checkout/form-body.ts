import { type CheckoutForm, emptyAddress, type CheckoutAddress } from '@storefront/shared-contracts';

const ADDRESS_FIELDS = Object.keys(emptyAddress()) as Array<keyof CheckoutAddress>;
const LIMIT = 254;

function address(fields: Record<string, string>, prefix: string): CheckoutAddress {
  const out = emptyAddress();
  for (const key of ADDRESS_FIELDS) out[key] = (fields[`${prefix}.${key}`] ?? '').slice(0, LIMIT);
  out.country = out.country.toUpperCase().slice(0, 2);
  return out;
}

/** The checkout form as an HTML form posts it (field names `delivery.city` ..., a checkbox for billing). */
export function checkoutFormFromFields(fields: Record<string, string>): CheckoutForm {
  const shipping = Number(fields.shippingMethodId);
  return {
    email: (fields.email ?? '').slice(0, LIMIT),
    delivery: address(fields, 'delivery'),
    billingSameAsDelivery: fields.billingSameAsDelivery === 'on' || fields.billingSameAsDelivery === 'true',
    billing: address(fields, 'billing'),
    shippingMethodId: Number.isInteger(shipping) && shipping > 0 && shipping < 2 ** 31 ? shipping : null,
    paymentMethod: (fields.paymentMethod ?? '').slice(0, 40),
  };
}
