import { apiPaths, type SessionResponse } from '@storefront/shared-contracts';
import { accountApi } from '../../../api/account-api';

/** Logging out from the account panel. */
export const logoutApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<SessionResponse, void>({
      query: () => ({ url: apiPaths.logout(), method: 'POST', schema: 'session' }),
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
