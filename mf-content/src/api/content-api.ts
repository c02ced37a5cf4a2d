import {
  apiBaseQuery,
  apiPaths,
  createApi,
  type AuthorPage,
  type AuthorsResponse,
  type BlogEntry,
  type BlogIndex,
  type ContentPage,
  type ContentPageRouteId,
  type Language,
  type Sitemap,
} from '@storefront/shared-contracts';

/** Content is asked for in the shopper's interface language (`?lang=`); the api falls back to English. */
export interface ContentArgs {
  iso: string;
  lang: Language;
}

export interface PageArgs extends ContentArgs {
  routeId: ContentPageRouteId;
}

export interface SlugArgs extends ContentArgs {
  slug: string;
}

/** The content team's api (RTK Query); the area's setup injects it into the page's store. */
export const contentApi = createApi({
  reducerPath: 'contentApi',
  baseQuery: apiBaseQuery,
  endpoints: (build) => ({
    getBlogIndex: build.query<BlogIndex, ContentArgs>({
      query: ({ iso, lang }) => ({ url: apiPaths.blog(iso), params: { lang }, schema: 'blogIndex' }),
    }),
    getBlogEntry: build.query<BlogEntry, SlugArgs>({
      query: ({ iso, lang, slug }) => ({ url: apiPaths.blogEntry(iso, slug), params: { lang }, schema: 'blogEntry' }),
    }),
    getContentPage: build.query<ContentPage, PageArgs>({
      query: ({ iso, lang, routeId }) => ({
        url: apiPaths.contentPage(iso, routeId),
        params: { lang },
        schema: 'contentPage',
      }),
    }),
    getSitemap: build.query<Sitemap, ContentArgs>({
      query: ({ iso, lang }) => ({ url: apiPaths.sitemap(iso), params: { lang }, schema: 'sitemap' }),
    }),
    getAuthors: build.query<AuthorsResponse, ContentArgs>({
      query: ({ iso, lang }) => ({ url: apiPaths.authors(iso), params: { lang }, schema: 'authors' }),
    }),
    getAuthorPage: build.query<AuthorPage, SlugArgs>({
      query: ({ iso, lang, slug }) => ({ url: apiPaths.author(iso, slug), params: { lang }, schema: 'authorPage' }),
    }),
  }),
});

export const {
  useGetBlogIndexQuery,
  useGetBlogEntryQuery,
  useGetAuthorsQuery,
  useGetAuthorPageQuery,
  useGetContentPageQuery,
  useGetSitemapQuery,
} = contentApi;
