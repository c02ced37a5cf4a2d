/** The shopper's interface language (shared-contracts): content is asked for in it. */
export { useLanguage } from '@storefront/shared-contracts';
