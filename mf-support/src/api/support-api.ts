import { apiBaseQuery, apiPaths, createApi, type Settings } from '@storefront/shared-contracts';

export interface SettingsArgs {
  iso: string;
}

/**
 * The support team's api (RTK Query); the area's setup injects it into the page's store. Its first
 * endpoint reads the storefront's settings as an example of a page's data: replace it with the area's own
 * (schemas in shared-contracts, one endpoint per file as the area grows).
 */
export const supportApi = createApi({
  reducerPath: 'supportApi',
  baseQuery: apiBaseQuery,
  endpoints: (build) => ({
    getSettings: build.query<Settings, SettingsArgs>({
      query: ({ iso }) => ({ url: apiPaths.settings(iso), schema: 'settings' }),
    }),
  }),
});

export const { useGetSettingsQuery } = supportApi;
