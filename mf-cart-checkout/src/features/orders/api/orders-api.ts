import { apiPaths, type OrderView } from '@storefront/shared-contracts';
import { cartCheckoutApi } from '../../../api/cart-checkout-api';

export interface OrderArgs {
  iso: string;
  number: string;
  key: string;
}

/** An order after Pay Now: its overview, paying it again, and the order-status look-up. */
export const ordersApi = cartCheckoutApi.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<OrderView, OrderArgs>({
      query: ({ iso, number, key }) => ({ url: apiPaths.order(iso, number), params: { key }, schema: 'orderView' }),
      providesTags: ['Order'],
    }),
    completePayment: build.mutation<{ redirectUrl: string }, OrderArgs & { paymentMethod: string }>({
      query: ({ iso, number, key, paymentMethod }) => ({
        url: apiPaths.orderPayments(iso, number),
        method: 'POST',
        params: { key },
        data: { paymentMethod },
        schema: 'completePayment',
      }),
    }),
    lookUpOrder: build.mutation<
      { orderNumber: string; accessKey: string },
      { iso: string; email: string; orderNumber: string }
    >({
      query: ({ iso, ...body }) => ({
        url: apiPaths.orderStatus(iso),
        method: 'POST',
        data: body,
        schema: 'orderStatusLookup',
      }),
    }),
    requestOrderLink: build.mutation<{ sent: true }, { iso: string; email: string }>({
      query: ({ iso, email }) => ({
        url: apiPaths.orderStatusLink(iso),
        method: 'POST',
        data: { email },
        schema: 'orderLink',
      }),
    }),
  }),
});

export const { useGetOrderQuery, useCompletePaymentMutation, useLookUpOrderMutation, useRequestOrderLinkMutation } =
  ordersApi;
