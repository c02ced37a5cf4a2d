import type { Language } from '@storefront/shared-contracts';

export async function loadProductMessages(language: Language): Promise<Record<string, string>> {
  switch (language) {
    case 'de':
      return (await import('./de.json')).default;
    case 'nl':
      return (await import('./nl.json')).default;
    case 'fr':
      return (await import('./fr.json')).default;
    default:
      return (await import('./en.json')).default;
  }
}
