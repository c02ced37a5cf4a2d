import type { Language } from '@storefront/shared-contracts';
import en from './en.json';

/** English ships with the shell; other languages are a small chunk each. */
export async function loadShellMessages(language: Language): Promise<Record<string, string>> {
  switch (language) {
    case 'de':
      return (await import('./de.json')).default;
    case 'nl':
      return (await import('./nl.json')).default;
    case 'fr':
      return (await import('./fr.json')).default;
    default:
      return en;
  }
}
