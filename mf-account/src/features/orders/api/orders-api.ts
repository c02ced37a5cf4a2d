import { apiPaths, type AccountOrders, type OrderView } from '@storefront/shared-contracts';
import { accountApi } from '../../../api/account-api';

/** The customer's orders. */
export const ordersApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<AccountOrders, void>({
      query: () => ({ url: apiPaths.accountOrders(), schema: 'accountOrders' }),
      providesTags: ['Orders'],
    }),
    getOrder: build.query<OrderView, string>({
      query: (number) => ({ url: apiPaths.accountOrder(number), schema: 'orderView' }),
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetOrdersQuery, useGetOrderQuery } = ordersApi;
