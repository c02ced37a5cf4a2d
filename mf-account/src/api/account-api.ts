import {
  apiBaseQuery,
  apiPaths,
  createApi,
  type AccountDetailsRequest,
  type AccountDetailsResponse,
  type AccountOrders,
  type OrderView,
  type Address,
  type AddressInput,
  type AddressList,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type GrowerProfile,
  type GrowerProfileInput,
  type LoginRequest,
  type PriceList,
  type ResetPasswordRequest,
  type SessionResponse,
  type SignupRequest,
  type Wishlist,
} from '@storefront/shared-contracts';

/**
 * The account team's api (RTK Query); the area's setup injects it into the page's store. Everything is the
 * logged-in customer's, so a login or logout resets the whole cache (`resetApiState`).
 */
export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Session', 'Addresses', 'GrowerProfile', 'Wishlist', 'Orders'],
  endpoints: (build) => ({
    getSession: build.query<SessionResponse, void>({
      query: () => ({ url: apiPaths.me(), schema: 'session' }),
      providesTags: ['Session'],
    }),
    login: build.mutation<SessionResponse, LoginRequest>({
      query: (body) => ({ url: apiPaths.login(), method: 'POST', data: body, schema: 'session' }),
    }),
    logout: build.mutation<SessionResponse, void>({
      query: () => ({ url: apiPaths.logout(), method: 'POST', schema: 'session' }),
    }),
    signup: build.mutation<{ accepted: true }, SignupRequest>({
      query: (body) => ({ url: apiPaths.signup(), method: 'POST', data: body, schema: 'signup' }),
    }),
    forgotPassword: build.mutation<{ sent: true }, ForgotPasswordRequest>({
      query: (body) => ({ url: apiPaths.forgotPassword(), method: 'POST', data: body, schema: 'forgotPassword' }),
    }),
    resetPassword: build.mutation<SessionResponse, ResetPasswordRequest>({
      query: (body) => ({ url: apiPaths.resetPassword(), method: 'POST', data: body, schema: 'session' }),
    }),
    updateDetails: build.mutation<AccountDetailsResponse, AccountDetailsRequest>({
      query: (body) => ({ url: apiPaths.accountDetails(), method: 'PUT', data: body, schema: 'accountDetails' }),
      invalidatesTags: ['Session'],
    }),
    changePassword: build.mutation<SessionResponse, ChangePasswordRequest>({
      query: (body) => ({ url: apiPaths.changePassword(), method: 'POST', data: body, schema: 'session' }),
    }),
    getGrowerProfile: build.query<GrowerProfile, void>({
      query: () => ({ url: apiPaths.growerProfile(), schema: 'growerProfile' }),
      providesTags: ['GrowerProfile'],
    }),
    saveGrowerProfile: build.mutation<GrowerProfile, GrowerProfileInput>({
      query: (body) => ({ url: apiPaths.growerProfile(), method: 'PUT', data: body, schema: 'growerProfile' }),
      invalidatesTags: ['GrowerProfile'],
    }),
    /** The shop's strains whose name contains `q` (the price list), for the favourite-strain picker. */
    searchStrains: build.query<PriceList, { iso: string; q: string }>({
      query: ({ iso, q }) => ({ url: apiPaths.priceList(iso), params: { q }, schema: 'priceList' }),
    }),
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
    getWishlist: build.query<Wishlist, void>({
      query: () => ({ url: apiPaths.wishlist(), schema: 'wishlist' }),
      providesTags: ['Wishlist'],
    }),
    addToWishlist: build.mutation<Wishlist, number>({
      query: (productId) => ({ url: apiPaths.wishlistItem(productId), method: 'PUT', schema: 'wishlist' }),
      invalidatesTags: ['Wishlist'],
    }),
    removeFromWishlist: build.mutation<Wishlist, number>({
      query: (productId) => ({ url: apiPaths.wishlistItem(productId), method: 'DELETE', schema: 'wishlist' }),
      invalidatesTags: ['Wishlist'],
    }),
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

export const {
  useGetSessionQuery,
  useLoginMutation,
  useLogoutMutation,
  useSignupMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useUpdateDetailsMutation,
  useChangePasswordMutation,
  useGetGrowerProfileQuery,
  useSaveGrowerProfileMutation,
  useSearchStrainsQuery,
  useGetAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useRemoveAddressMutation,
  useGetWishlistQuery,
  useRemoveFromWishlistMutation,
  useGetOrdersQuery,
  useGetOrderQuery,
} = accountApi;
