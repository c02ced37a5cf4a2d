import {
  apiPaths,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type SessionResponse,
} from '@storefront/shared-contracts';
import { accountApi } from '../../../api/account-api';

/** A forgotten password: the e-mail with the link, and the new password it sets. */
export const passwordsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<{ sent: true }, ForgotPasswordRequest>({
      query: (body) => ({ url: apiPaths.forgotPassword(), method: 'POST', data: body, schema: 'forgotPassword' }),
    }),
    resetPassword: build.mutation<SessionResponse, ResetPasswordRequest>({
      query: (body) => ({ url: apiPaths.resetPassword(), method: 'POST', data: body, schema: 'session' }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordsApi;
