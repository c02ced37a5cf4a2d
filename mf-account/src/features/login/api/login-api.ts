import { apiPaths, type LoginRequest, type SessionResponse } from '@storefront/shared-contracts';
import { accountApi } from '../../../api/account-api';

/** Logging in. */
export const loginApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionResponse, LoginRequest>({
      query: (body) => ({ url: apiPaths.login(), method: 'POST', data: body, schema: 'session' }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
