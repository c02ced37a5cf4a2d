import type { Language, Storefront } from '@storefront/shared-contracts';

/** Text search configs the migration indexes (0006_search.sql); only these may reach the SQL. */
export type TextSearchConfig = 'english' | 'german';

export interface SearchTerms {
  /** The keyword lower-cased with single spaces: exact/prefix ranking and trigram matching. */
  text: string;
  /** Every word as a prefix (`amnesia:* & haz:*`), for to_tsquery; null when the keyword has no word at all. */
  tsquery: string | null;
  /** `text` as an ILIKE prefix pattern, wildcards escaped. */
  prefixPattern: string;
  /** The storefront's language first; the catalogue is English, so every storefront also searches English. */
  configs: readonly TextSearchConfig[];
}

/** More words than this add nothing but cost. */
const MAX_WORDS = 8;

export function configsFor(
  storefront: Storefront,
  language: Language = storefront.language,
): readonly TextSearchConfig[] {
  return language === 'de' ? ['german', 'english'] : ['english'];
}

/**
 * Turns a keyword into what the search SQL needs. Words are runs of letters and digits only, so the
 * tsquery cannot carry tsquery syntax; every word is a prefix so a half-typed keyword already matches.
 */
export function searchTerms(
  keyword: string,
  storefront: Storefront,
  language: Language = storefront.language,
): SearchTerms {
  const text = keyword.trim().replace(/\s+/g, ' ').toLowerCase();
  const words = (text.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  return {
    text,
    tsquery: words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null,
    prefixPattern: `${text.replace(/[\\%_]/g, '\\$&')}%`,
    configs: configsFor(storefront, language),
  };
}
