import {
  apiPaths,
  type AccountDetailsRequest,
  type AccountDetailsResponse,
  type ChangePasswordRequest,
  type GrowerProfile,
  type GrowerProfileInput,
  type PriceList,
  type SessionResponse,
} from '@storefront/shared-contracts';
import { accountApi } from '../../../api/account-api';

/** The customer's details, password and Growers Profile. */
export const detailsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const {
  useUpdateDetailsMutation,
  useChangePasswordMutation,
  useGetGrowerProfileQuery,
  useSaveGrowerProfileMutation,
  useSearchStrainsQuery,
} = detailsApi;
