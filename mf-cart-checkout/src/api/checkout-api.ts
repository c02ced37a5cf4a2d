import {
  apiBaseQuery,
  apiPaths,
  createApi,
  type Address,
  type AddressInput,
  type CheckoutView,
  type OrderView,
  type PlaceOrder,
  type PlaceOrderResponse,
} from '@storefront/shared-contracts';

export interface CheckoutArgs {
  iso: string;
  country: string | null;
}

interface OrderArgs {
  iso: string;
  number: string;
  key: string;
}

/** Checkout, orders and order status: every amount comes from the server. */
export const checkoutApi = createApi({
  reducerPath: 'checkoutApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Order'],
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

export const {
  useGetCheckoutQuery,
  usePlaceOrderMutation,
  useAddAccountAddressMutation,
  useGetOrderQuery,
  useCompletePaymentMutation,
  useLookUpOrderMutation,
  useRequestOrderLinkMutation,
} = checkoutApi;
