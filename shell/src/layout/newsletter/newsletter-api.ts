import {
  apiBaseQuery,
  apiPaths,
  createApi,
  type Language,
  type NewsletterSignupResponse,
} from '@storefront/shared-contracts';

/** The shell's own api: the footer's newsletter signup. */
export const shellApi = createApi({
  reducerPath: 'shellApi',
  baseQuery: apiBaseQuery,
  endpoints: (build) => ({
    subscribe: build.mutation<NewsletterSignupResponse, { email: string; iso: string; language: Language }>({
      query: (body) => ({ url: apiPaths.newsletter(), method: 'POST', data: body, schema: 'newsletter' }),
    }),
  }),
});

export const { useSubscribeMutation } = shellApi;
