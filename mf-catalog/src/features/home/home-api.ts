import { apiPaths, langParam, type HomePageContent, type Language } from '@storefront/shared-contracts';
import { catalogApi } from '../../api/catalog-api';

export interface HomeArgs {
  iso: string;
  /** The shopper's language where it is not the storefront's (French on the Europe storefront). */
  lang?: Language;
}

/** The home's query args: `lang` only when the shopper reads another language than the storefront's. */
export function homeArgs(iso: string, language: Language): HomeArgs {
  return { iso, ...langParam(iso, language) };
}

/** The home page's blocks (`GET /api/{iso}/home`), on the catalogue's api. */
export const homeApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomePageContent, HomeArgs>({
      query: ({ iso, lang }) => ({ url: apiPaths.home(iso), ...(lang ? { params: { lang } } : {}), schema: 'home' }),
    }),
  }),
});

export const { useGetHomeQuery } = homeApi;
