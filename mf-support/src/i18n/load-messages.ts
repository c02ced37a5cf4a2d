import { messagesLoader } from '@storefront/shared-contracts';

/** The area's messages per language; UK wording (Basket, Postcode) would go in en-uk.json, as in mf-product. */
export const loadSupportMessages = messagesLoader({
  en: () => import(/* webpackChunkName: "messages-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "messages-de" */ './de.json'),
  nl: () => import(/* webpackChunkName: "messages-nl" */ './nl.json'),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './fr.json'),
});
