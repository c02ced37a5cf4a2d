import type { Language } from '../locales';

/**
 * An area's messages: ICU strings in source and tests; built bundles hold them precompiled to
 * react-intl's AST (build-tools' messages loader), so never read a message as a string, format it.
 */
export type Messages = Record<string, string>;
type MessagesImport = () => Promise<{ default: Messages }>;

/**
 * Every area names its message chunks `messages-<language>` (webpackChunkName), so the edge can preload
 * the rendered language's messages together with the page (see `AreaPage.chunk`).
 */
export function messagesChunk(language: Language): string {
  return `messages-${language}`;
}

/** Loads an area's messages per language from one import per language file. */
export function messagesLoader(imports: Record<Language, MessagesImport>): (language: Language) => Promise<Messages> {
  return async (language) => (await (imports[language] ?? imports.en)()).default;
}
