import type { SupportFaqEntry, FaqResponse, Language } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { type FaqRow, supportRepository } from './repository';

/** Words too common to tell entries apart; left out of the typo-tolerant match (full text drops them itself). */
const STOPWORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    'what where when which with your have does about from that this there they their will would could should how can the and for are you my our is do i'.split(
      ' ',
    ),
  ),
  de: new Set(
    'was wie wann welche welcher mit dein deine meine meiner meinen haben eine einen einer der die das und für ist sind ich wir kann bei von'.split(
      ' ',
    ),
  ),
  nl: new Set('wat hoe wanneer welke met mijn jouw hebben een het de en voor zijn ik wij kan bij van naar'.split(' ')),
  fr: new Set(
    'quoi comment quand quel quelle quels avec votre vos mon mes avoir une des les pour est sont je nous peux puis dans'.split(
      ' ',
    ),
  ),
};
/** Words shorter than this are left out of the typo-tolerant match. */
const MIN_TRGM_WORD = 4;
/** A word matches an entry when some word of the entry is at least this trigram-similar (a typo or two). */
const WORD_SIMILARITY = 0.5;
const MAX_WORDS = 8;

export interface FaqQueryTerms {
  tsquery: string | null;
  words: string[];
}

export function faqTerms(text: string, language: Language): FaqQueryTerms {
  const all = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  return {
    tsquery: all.length ? all.map((w) => `${w}:*`).join(' | ') : null,
    words: all.filter((w) => w.length >= MIN_TRGM_WORD && !STOPWORDS[language].has(w)),
  };
}

/**
 * The FAQ search, also the chatbot's retrieval: full text in the language's config (every word a prefix, any
 * word may match; ranked by ts_rank, question words weigh more), plus trigram typo tolerance per word
 * (`word_similarity` of each meaningful query word against the entry's words). Score = full-text rank + the
 * share of meaningful words found (exactly or with a typo); an entry needs a full-text hit or half of its
 * meaningful words found.
 */
export async function searchFaq(db: Queryable, language: Language, text: string, limit = 20): Promise<FaqRow[]> {
  const terms = faqTerms(text, language);
  if (!terms.tsquery) return [];
  return supportRepository.searchFaq(db, language, {
    tsquery: terms.tsquery,
    words: terms.words,
    wordSimilarity: WORD_SIMILARITY,
    limit,
  });
}

const toEntry = (r: FaqRow): SupportFaqEntry => ({ id: r.id, topic: r.topic, question: r.question, answer: r.answer });

/** Groups rows by topic in the order the rows come (topic order when listing, best first when searching). */
function group(rows: FaqRow[]): FaqResponse['topics'] {
  const topics = new Map<string, FaqResponse['topics'][number]>();
  for (const r of rows) {
    const topic = topics.get(r.topic) ?? { topic: r.topic, title: r.topic_title, entries: [] };
    topic.entries.push(toEntry(r));
    topics.set(r.topic, topic);
  }
  return [...topics.values()];
}

export async function getFaq(db: Queryable, language: Language, query: string): Promise<FaqResponse> {
  const text = query.trim();
  if (text) return { query: text, topics: group(await searchFaq(db, language, text)) };
  const rows = await supportRepository.allFaq(db, language);
  return { query: '', topics: group(rows) };
}
