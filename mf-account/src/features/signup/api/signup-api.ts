import { apiPaths, type SignupRequest } from '@storefront/shared-contracts';
import { accountApi } from '../../../api/account-api';

/** Creating an account. */
export const signupApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<{ accepted: true }, SignupRequest>({
      query: (body) => ({ url: apiPaths.signup(), method: 'POST', data: body, schema: 'signup' }),
    }),
  }),
});

export const { useSignupMutation } = signupApi;
