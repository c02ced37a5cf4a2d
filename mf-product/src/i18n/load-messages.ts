import { messagesLoader } from '@storefront/shared-contracts';

export const loadProductMessages = messagesLoader(
  {
    en: () => import(/* webpackChunkName: "messages-en" */ './en.json'),
    de: () => import(/* webpackChunkName: "messages-de" */ './de.json'),
    nl: () => import(/* webpackChunkName: "messages-nl" */ './nl.json'),
    fr: () => import(/* webpackChunkName: "messages-fr" */ './fr.json'),
  },
  { uk: () => import(/* webpackChunkName: "messages-en-uk" */ './en-uk.json') },
);
