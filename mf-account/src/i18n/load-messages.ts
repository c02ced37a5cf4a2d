import { messagesLoader } from '@storefront/shared-contracts';

/** The area's messages per language, with UK wording (Postcode, County) on top for the uk storefront. */
export const loadAccountMessages = messagesLoader(
  {
    en: () => import(/* webpackChunkName: "messages-en" */ './en.json'),
    de: () => import(/* webpackChunkName: "messages-de" */ './de.json'),
    nl: () => import(/* webpackChunkName: "messages-nl" */ './nl.json'),
    fr: () => import(/* webpackChunkName: "messages-fr" */ './fr.json'),
  },
  { uk: () => import(/* webpackChunkName: "messages-en-uk" */ './en-uk.json') },
);
