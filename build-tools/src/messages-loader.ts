/**
 * Compiles an i18n message file (`src/i18n/<language>.json`: id -> ICU message) into react-intl's
 * message AST at build time. The browser then needs no ICU parser (the shell aliases it away), which
 * takes about 8 KB gzipped and the parse work off every page load. A message that does not parse fails
 * the build with its id.
 */
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { LoaderContext } from 'webpack';

export default function compileMessages(this: LoaderContext<unknown>, source: string): string {
  const messages = JSON.parse(source) as Record<string, unknown>;
  const compiled: Record<string, MessageFormatElement[]> = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: message "${id}" is not a string`);
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  return JSON.stringify(compiled);
}
