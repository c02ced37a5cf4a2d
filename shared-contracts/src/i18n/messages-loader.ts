import { STOREFRONTS, type Language, type StorefrontCode } from '../locales';

/**
 * An area's messages: ICU strings in source and tests; built bundles hold them precompiled to
 * react-intl's AST (build-tools' messages loader), so never read a message as a string, format it.
 */
export type Messages = Record<string, string>;
type MessagesImport = () => Promise<{ default: Messages }>;

/** A storefront with its own wording in its language (the United Kingdom: Basket, Postcode, Feminised). */
function regionalVariant(language: Language, storefront: StorefrontCode | undefined): StorefrontCode | null {
  if (!storefront || storefront === language) return null;
  return STOREFRONTS[storefront].language === language ? storefront : null;
}

/**
 * Every area names its message chunks `messages-<language>` and its regional overrides
 * `messages-<language>-<storefront>` (webpackChunkName), so the edge can preload exactly the messages
 * a server-rendered page used (see `AreaPage.chunk`). Unknown names are ignored.
 */
export function messagesChunks(language: Language, storefront?: StorefrontCode): string[] {
  const variant = regionalVariant(language, storefront);
  return variant ? [`messages-${language}`, `messages-${language}-${variant}`] : [`messages-${language}`];
}

/**
 * Loads an area's messages per language, with a storefront's regional wording on top: `regional.uk`
 * holds only the keys the United Kingdom words differently (`i18n/en-uk.json`).
 */
export function messagesLoader(
  imports: Record<Language, MessagesImport>,
  regional: Partial<Record<StorefrontCode, MessagesImport>> = {},
): (language: Language, storefront?: StorefrontCode) => Promise<Messages> {
  return async (language, storefront) => {
    const variant = regionalVariant(language, storefront);
    const overrides = variant ? regional[variant] : undefined;
    const [base, local] = await Promise.all([(imports[language] ?? imports.en)(), overrides?.()]);
    return local ? { ...base.default, ...local.default } : base.default;
  };
}
