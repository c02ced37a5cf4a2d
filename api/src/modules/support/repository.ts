import type { Language } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';

/** An FAQ entry with its topic and its score for the query (0 when listing). */
export interface FaqRow {
  id: number;
  topic: string;
  topic_title: string;
  question: string;
  answer: string;
  score: number;
}

/** What the chatbot's suggestions weigh of a strain. */
export interface StrainRow {
  slug: string;
  name: string;
  flowering_type: 'photoperiod' | 'autoflower';
  gender: 'feminized' | 'regular';
  difficulty: 'beginner' | 'advanced' | 'expert';
  thc_content: number;
  cbd_content: number;
  yield_indoor: number;
  yield_outdoor: number;
  height_indoor_max: number;
  flowering_days_max: number;
  effects: string[];
  rating_avg: number;
  sales_count: number;
}

export interface NewSupportMessage {
  storefront: string;
  language: Language;
  name: string;
  email: string;
  message: string;
  conversation: string | null;
  client: string;
}

/** The FAQ search's terms: a prefix tsquery of every word and the meaningful words for the trigram match. */
export interface FaqSearch {
  tsquery: string;
  words: string[];
  /** A word is found when some word of the entry is at least this trigram-similar. */
  wordSimilarity: number;
  limit: number;
}

/** SQL of the FAQ, contact messages and the chatbot's strain data. */
export const supportRepository = {
  /**
   * Full text in the language's config (ranked by ts_rank) plus the share of `words` found by `word_similarity`:
   * score = rank + share; an entry needs a full-text hit or half of its meaningful words found. Best first.
   */
  async searchFaq(db: Queryable, language: Language, q: FaqSearch): Promise<FaqRow[]> {
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
      [language, q.tsquery, q.words, q.wordSimilarity, q.limit],
    );
    return rows;
  },

  /** Every entry of the language, in topic order. */
  async allFaq(db: Queryable, language: Language): Promise<FaqRow[]> {
    const { rows } = await db.query<FaqRow>(
      `SELECT e.id, e.topic, t.title AS topic_title, e.question, e.answer, 0::float8 AS score
       FROM faq_entries e JOIN faq_topics t ON t.topic = e.topic AND t.language = e.language
       WHERE e.language = $1 ORDER BY t.position, e.position`,
      [language],
    );
    return rows;
  },

  /** Stores a contact form message; answers its reference number. */
  async insertMessage(tx: Queryable, m: NewSupportMessage): Promise<number> {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO support_messages (storefront, language, name, email, message, conversation, client)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [m.storefront, m.language, m.name, m.email, m.message, m.conversation, m.client],
    );
    return Number(rows[0]!.id);
  },

  /** Every strain of the catalogue, as the suggestions score them. */
  async strains(db: Queryable): Promise<StrainRow[]> {
    const { rows } = await db.query<StrainRow>(
      `SELECT slug, name, flowering_type, gender, difficulty, thc_content, cbd_content, yield_indoor, yield_outdoor,
         height_indoor_max, flowering_days_max, effects, rating_avg, sales_count FROM products`,
    );
    return rows;
  },
};
