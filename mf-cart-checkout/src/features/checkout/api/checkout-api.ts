import {
  apiPaths,
  type Address,
  type AddressInput,
  type CheckoutView,
  type PlaceOrder,
  type PlaceOrderResponse,
} from '@storefront/shared-contracts';
import { cartCheckoutApi } from '../../../api/cart-checkout-api';

export interface CheckoutArgs {
  iso: string;
  country: string | null;
}

/** The checkout: every amount comes from the server. */
export const checkoutApi = cartCheckoutApi.injectEndpoints({
  endpoints: (build) => ({
    getCheckout: build.query<CheckoutView, CheckoutArgs>({
      query: ({ iso, country }) => ({
        url: apiPaths.checkout(iso),
        params: country ? { country } : undefined,
        schema: 'checkoutView',
      }),
    }),
    /** A logged-in shopper adds an address to the account's book from the checkout's address modal. */
    addAccountAddress: build.mutation<Address, AddressInput>({
      query: (body) => ({ url: apiPaths.addresses(), method: 'POST', data: body, schema: 'address' }),
    }),
    placeOrder: build.mutation<PlaceOrderResponse, { iso: string; body: PlaceOrder }>({
      // The body's key makes Pay Now idempotent; the header tells a balancer it may retry it on another instance.
      query: ({ iso, body }) => ({
        url: apiPaths.orders(iso),
        method: 'POST',
        data: body,
        schema: 'placeOrder',
        idempotencyKey: body.idempotencyKey,
      }),
    }),
  }),
});

export const { useGetCheckoutQuery, usePlaceOrderMutation, useAddAccountAddressMutation } = checkoutApi;
