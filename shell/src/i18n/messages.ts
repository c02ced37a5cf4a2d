import { messagesLoader } from '@storefront/shared-contracts';
import en from './en.json';

/** English ships with the shell; other languages and the UK's wording are a small chunk each. */
export const loadShellMessages = messagesLoader(
  {
    en: async () => ({ default: en }),
    de: () => import(/* webpackChunkName: "messages-de" */ './de.json'),
    nl: () => import(/* webpackChunkName: "messages-nl" */ './nl.json'),
    fr: () => import(/* webpackChunkName: "messages-fr" */ './fr.json'),
  },
  { uk: () => import(/* webpackChunkName: "messages-en-uk" */ './en-uk.json') },
);
