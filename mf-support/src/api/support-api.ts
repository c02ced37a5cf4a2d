import {
  apiBaseQuery,
  apiPaths,
  createApi,
  type ContactMessage,
  type ContactResponse,
  type FaqResponse,
  type Language,
} from '@storefront/shared-contracts';

export interface FaqArgs {
  iso: string;
  lang: Language;
  q: string;
}

/** The support team's api (RTK Query); the area's setup injects it into the page's store. */
export const supportApi = createApi({
  reducerPath: 'supportApi',
  baseQuery: apiBaseQuery,
  endpoints: (build) => ({
    getFaq: build.query<FaqResponse, FaqArgs>({
      query: ({ iso, lang, q }) => ({
        url: apiPaths.faq(iso),
        params: q ? { lang, q } : ({ lang } as Record<string, string>),
        schema: 'faq',
      }),
    }),
    sendContact: build.mutation<ContactResponse, { iso: string; body: ContactMessage }>({
      query: ({ iso, body }) => ({ url: apiPaths.contact(iso), method: 'POST', data: body, schema: 'contact' }),
    }),
  }),
});

export const { useGetFaqQuery, useSendContactMutation } = supportApi;
