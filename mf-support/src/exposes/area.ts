import {
  CONTRACT_VERSION,
  type AreaModule,
  type HeadContext,
  type PrefetchContext,
} from '@storefront/shared-contracts';
import { supportApi } from '../api/support-api';
import { loadSupportMessages } from '../i18n/load-messages';

/** Puts the page's data in the store: the server renders with it, the browser starts from it. */
async function prefetchPage({ store, iso }: PrefetchContext) {
  const request = store.dispatch(supportApi.endpoints.getSettings.initiate({ iso }));
  await request;
  request.unsubscribe();
}

/** A page's title and description, in the page's language. */
const headOf =
  (page: string) =>
  ({ formatMessage }: HeadContext) => ({
    title: formatMessage(`support.${page}.title`),
    description: formatMessage(`support.${page}.description`),
  });

/** The support area: /faq, /contact. */
const area: AreaModule = {
  contractVersion: CONTRACT_VERSION,
  setup: ({ store }) => store.inject(supportApi),
  pages: {
    faq: {
      chunk: 'page-faq',
      load: () => import(/* webpackChunkName: "page-faq" */ '../routes/faq-page'),
      prefetch: prefetchPage,
      head: headOf('faq'),
    },
    contact: {
      chunk: 'page-contact',
      load: () => import(/* webpackChunkName: "page-contact" */ '../routes/contact-page'),
      prefetch: prefetchPage,
      head: headOf('contact'),
    },
  },
  messages: loadSupportMessages,
};

export default area;
