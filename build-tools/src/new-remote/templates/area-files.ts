import { json, type Files, type PageModel, type RemoteModel } from './model.ts';

const LANGUAGES = ['en', 'de', 'nl', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];

/** What every page of the new area says until its team writes the real page, per language. */
const COMMON: Record<Language, Record<'intro' | 'shipsTo' | 'loading' | 'error', string>> = {
  en: {
    intro: 'This page is new: its team is building it.',
    shipsTo: 'We ship to {count, plural, one {# country} other {# countries}}.',
    loading: 'Loading...',
    error: 'This information cannot be loaded right now.',
  },
  de: {
    intro: 'Diese Seite ist neu: Ihr Team baut sie gerade.',
    shipsTo: 'Wir liefern in {count, plural, one {# Land} other {# Länder}}.',
    loading: 'Wird geladen...',
    error: 'Diese Informationen können gerade nicht geladen werden.',
  },
  nl: {
    intro: 'Deze pagina is nieuw: het team bouwt eraan.',
    shipsTo: 'We leveren in {count, plural, one {# land} other {# landen}}.',
    loading: 'Laden...',
    error: 'Deze informatie kan nu niet worden geladen.',
  },
  fr: {
    intro: 'Cette page est nouvelle : son équipe la construit.',
    shipsTo: 'Nous livrons dans {count, plural, one {# pays} other {# pays}}.',
    loading: 'Chargement...',
    error: 'Ces informations ne peuvent pas être chargées pour le moment.',
  },
};

function pageMessages(page: PageModel, language: Language, prefix: string): Record<string, string> {
  const title = language === 'de' ? page.titleDe : page.titleEn;
  const description = {
    en: `${title} in our seed shop.`,
    de: `${title} in unserem Samenshop.`,
    nl: `${title} in onze zadenwinkel.`,
    fr: `${title} dans notre boutique de graines.`,
  }[language];
  return { [`${prefix}.${page.key}.title`]: title, [`${prefix}.${page.key}.description`]: description };
}

function messages({ names, pages }: RemoteModel, language: Language): Record<string, string> {
  const prefix = names.camel;
  const common = Object.entries(COMMON[language]).map(([key, text]) => [`${prefix}.page.${key}`, text]);
  return Object.assign(Object.fromEntries(common), ...pages.map((page) => pageMessages(page, language, prefix)));
}

function areaModule({ names, pages }: RemoteModel): string {
  const api = `${names.camel}Api`;
  const entries = pages
    .map(
      (page) => `    '${page.routeId}': {
      chunk: '${page.chunk}',
      load: () => import(/* webpackChunkName: "${page.chunk}" */ '../routes/${page.file}'),
      prefetch: prefetchPage,
      head: headOf('${page.key}'),
    },`,
    )
    .join('\n');
  return `import {
  CONTRACT_VERSION,
  prefetchQuery,
  type AreaModule,
  type HeadContext,
  type PrefetchContext,
} from '@storefront/shared-contracts';
import { ${api} } from '../api/${names.folder.slice(3)}-api';
import { load${names.pascal}Messages } from '../i18n/load-messages';

/** Puts the page's data in the store: the server renders with it, the browser starts from it. */
function prefetchPage({ store, iso }: PrefetchContext) {
  return prefetchQuery(store.dispatch(${api}.endpoints.getSettings.initiate({ iso })));
}

/** A page's title and description, in the page's language. */
const headOf =
  (page: string) =>
  ({ formatMessage }: HeadContext) => ({
    title: formatMessage(\`${names.camel}.\${page}.title\`),
    description: formatMessage(\`${names.camel}.\${page}.description\`),
  });

/** The ${names.folder.slice(3)} area: ${pages.map((p) => p.path).join(', ')}. */
const area: AreaModule = {
  contractVersion: CONTRACT_VERSION,
  setup: ({ store }) => store.inject(${api}),
  pages: {
${entries}
  },
  messages: load${names.pascal}Messages,
};

export default area;
`;
}

function apiModule({ names }: RemoteModel): string {
  return `import { apiBaseQuery, apiPaths, createApi, type Settings } from '@storefront/shared-contracts';

export interface SettingsArgs {
  iso: string;
}

/**
 * The ${names.folder.slice(3)} team's api (RTK Query); the area's setup injects it into the page's store. Its first
 * endpoint reads the storefront's settings as an example of a page's data: replace it with the area's own
 * (schemas in shared-contracts, one endpoint per file as the area grows).
 */
export const ${names.camel}Api = createApi({
  reducerPath: '${names.camel}Api',
  baseQuery: apiBaseQuery,
  endpoints: (build) => ({
    getSettings: build.query<Settings, SettingsArgs>({
      query: ({ iso }) => ({ url: apiPaths.settings(iso), schema: 'settings' }),
    }),
  }),
});

export const { useGetSettingsQuery } = ${names.camel}Api;
`;
}

function messagesLoaderModule({ names }: RemoteModel): string {
  const imports = LANGUAGES.map(
    (language) => `  ${language}: () => import(/* webpackChunkName: "messages-${language}" */ './${language}.json'),`,
  ).join('\n');
  return `import { messagesLoader } from '@storefront/shared-contracts';

/** The area's messages per language; UK wording (Basket, Postcode) would go in en-uk.json, as in mf-product. */
export const load${names.pascal}Messages = messagesLoader({
${imports}
});
`;
}

/** The area module, its api, its messages and their loader. */
export function areaFiles(model: RemoteModel): Files {
  const short = model.names.folder.slice(3);
  return {
    'src/exposes/area.ts': areaModule(model),
    [`src/api/${short}-api.ts`]: apiModule(model),
    'src/i18n/load-messages.ts': messagesLoaderModule(model),
    ...Object.fromEntries(LANGUAGES.map((language) => [`src/i18n/${language}.json`, json(messages(model, language))])),
  };
}
