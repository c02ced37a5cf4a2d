import { apiPaths, type Address, type AddressInput, type AddressList } from '@storefront/shared-contracts';
import { accountApi } from '../../../api/account-api';

/** The address book. */
export const addressesApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<AddressList, void>({
      query: () => ({ url: apiPaths.addresses(), schema: 'addressList' }),
      providesTags: ['Addresses'],
    }),
    addAddress: build.mutation<Address, AddressInput>({
      query: (body) => ({ url: apiPaths.addresses(), method: 'POST', data: body, schema: 'address' }),
      invalidatesTags: ['Addresses'],
    }),
    updateAddress: build.mutation<Address, AddressInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: apiPaths.address(id), method: 'PUT', data: body, schema: 'address' }),
      invalidatesTags: ['Addresses'],
    }),
    removeAddress: build.mutation<AddressList, number>({
      query: (id) => ({ url: apiPaths.address(id), method: 'DELETE', schema: 'addressList' }),
      invalidatesTags: ['Addresses'],
    }),
  }),
});

export const { useGetAddressesQuery, useAddAddressMutation, useUpdateAddressMutation, useRemoveAddressMutation } =
  addressesApi;
