import type { SupportFaqEntry, FaqResponse, Language } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';

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

interface FaqRow {
  id: number;
  topic: string;
  topic_title: string;
  question: string;
  answer: string;
  score: number;
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
  const { rows } = await db.query<FaqRow>(
    `WITH q AS (SELECT to_tsquery(faq_search_config($1), $2) AS query),
     scored AS (
       SELECT e.id, e.topic, t.title AS topic_title, e.question, e.answer, e.position, t.position AS topic_position,
         coalesce(ts_rank(e.search, q.query), 0) AS fts,
         e.search @@ q.query AS hit,
         CASE WHEN cardinality($3::text[]) = 0 THEN 0 ELSE
           (SELECT count(*) FILTER (WHERE word_similarity(w, e.words) >= $4) FROM unnest($3::text[]) w)::float8
             / cardinality($3::text[]) END AS found
       FROM faq_entries e JOIN faq_topics t ON t.topic = e.topic AND t.language = e.language, q
       WHERE e.language = $1
     )
     SELECT id, topic, topic_title, question, answer, (fts + found)::float8 AS score FROM scored
     WHERE hit OR found >= 0.5
     ORDER BY score DESC, topic_position, position
     LIMIT $5`,
    [language, terms.tsquery, terms.words, WORD_SIMILARITY, limit],
  );
  return rows;
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
  const { rows } = await db.query<FaqRow>(
    `SELECT e.id, e.topic, t.title AS topic_title, e.question, e.answer, 0::float8 AS score
     FROM faq_entries e JOIN faq_topics t ON t.topic = e.topic AND t.language = e.language
     WHERE e.language = $1 ORDER BY t.position, e.position`,
    [language],
  );
  return { query: '', topics: group(rows) };
}
