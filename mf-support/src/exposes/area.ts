import {
  CONTRACT_VERSION,
  type AreaModule,
  type HeadContext,
  type PrefetchContext,
} from '@storefront/shared-contracts';
import { supportApi } from '../api/support-api';
import { loadSupportMessages } from '../i18n/load-messages';

/** The FAQ page renders on the server with every entry in the shopper's language. */
async function prefetchFaq({ store, iso, language }: PrefetchContext) {
  const request = store.dispatch(supportApi.endpoints.getFaq.initiate({ iso, lang: language, q: '' }));
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

/** The support area: /faq, /contact and the chat window (slot `widget:chat`, loaded when its launcher opens). */
const area: AreaModule = {
  contractVersion: CONTRACT_VERSION,
  setup: ({ store }) => store.inject(supportApi),
  pages: {
    faq: {
      chunk: 'page-faq',
      load: () => import(/* webpackChunkName: "page-faq" */ '../routes/faq-page'),
      prefetch: prefetchFaq,
      head: headOf('faq'),
    },
    contact: {
      chunk: 'page-contact',
      load: () => import(/* webpackChunkName: "page-contact" */ '../routes/contact-page'),
      // Nothing to fetch: the options and the form are the page.
      prefetch: async () => undefined,
      head: headOf('contact'),
    },
  },
  slots: {
    // The chunk's name is CHAT_WIDGET.chunk: the edge's loader preloads it at a chat button's tap.
    'widget:chat': () => import(/* webpackChunkName: "chat-window" */ '../features/chat/chat-window'),
  },
  messages: loadSupportMessages,
};

export default area;
