import type { Language, SearchResponse, Storefront } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { toCollection } from '../catalog/list-collections';
import { localizeCollection } from '../catalog/localize';
import { toCard } from '../catalog/mappers';
import { stemWords } from './index-repository';
import { type PageHitRow, type PostHitRow, mergeTranslated } from './repository';
import { toPage, toPost } from './search';
import { type SearchTerms, type TextSearchConfig, searchTerms } from './search-terms';
import { type Doc, type IndexData, type PageDoc, type PostDoc, loadIndex } from './search-index-load';
import { type Query, type Scored, byteOrder, ranked, score, textOrder } from './search-index-rank';
import { rankQuery, trigramName } from './text-match';

/**
 * The search of `search.ts` answered from memory, so that an uncached search keeps within its budget (p99 20 ms):
 * the catalogue, posts and pages with their stored search vectors are read once per catalogue version (`at`), and
 * a search compares names and vectors in JavaScript as PostgreSQL did (text-match.ts). The only statement left per
 * search stems the keyword's words not seen before with the database's own text search configs (english, german),
 * the same `to_tsquery` the SQL used.
 */
export class SearchIndex {
  private data: { version: number; value: Promise<IndexData> } | undefined;
  private readonly stems = new Map<string, Record<TextSearchConfig, string[]>>();

  constructor(
    private readonly db: Queryable,
    private readonly maxStems = 20_000,
  ) {}

  /** The index of catalogue version `version`, read when it moved. */
  at(version: number): Promise<IndexData> {
    if (this.data?.version !== version) {
      // The words of every name and title are stemmed with the index: searches for them send no statement.
      const value = loadIndex(this.db).then(async (data) => {
        const names = [data.strains, data.collections, data.posts, data.pages, ...data.postTranslations.values()];
        const words = new Set<string>();
        for (const docs of [...names, ...data.pageTranslations.values()])
          for (const d of docs) for (const w of d.lower.match(/[\p{L}\p{N}]+/gu) ?? []) words.add(w);
        await this.learn([...words].filter((w) => !this.stems.has(w)));
        return data;
      });
      this.data = { version, value };
      value.catch(() => {
        if (this.data?.value === value) this.data = undefined;
      });
    }
    return this.data.value;
  }

  async search(
    version: number,
    storefront: Storefront,
    keyword: string,
    limit: number,
    language: Language = storefront.language,
    offset = 0,
  ): Promise<SearchResponse> {
    const terms = searchTerms(keyword, storefront, language);
    const [data, operands] = await Promise.all([this.at(version), this.operands(terms)]);
    const ranks: Query['ranks'] = {};
    for (const config of terms.configs) {
      const list = operands?.[config];
      if (list) ranks[config] = rankQuery(list);
    }
    const q: Query = { text: terms.text, trigrams: trigramName(terms.text), operands, ranks, configs: terms.configs };
    const now = Date.now();
    const published = (d: PostDoc) => d.publishedMs <= now;
    const postOrder = (a: PostDoc, b: PostDoc) => b.publishedMs - a.publishedMs || a.id - b.id;
    const pageOrder = (a: PageDoc, b: PageDoc) => textOrder(a.routeId, b.routeId);

    const strainHits = score(data.strains, q);
    const strains = ranked(
      strainHits,
      (a, b) => byteOrder(a.row.name, b.row.name) || a.row.id - b.row.id,
      limit,
      offset,
    );
    const collectionHits = score(data.collections, q);
    const collections = ranked(collectionHits, (a, b) => a.position - b.position, limit, offset);

    const postRow = (d: PostDoc): PostHitRow => {
      const base = data.postById.get(d.id)!;
      const tr = data.postText.get(`${d.id}|${language}`);
      return {
        slug: base.slug,
        title: tr?.title ?? base.title,
        excerpt: tr?.excerpt ?? base.excerpt,
        category_slug: base.category_slug,
        category_name: data.categoryNames.get(`${base.category_id}|${language}`) ?? base.category_name,
        published_at: base.published_at,
        minutes_read: tr?.minutes_read ?? base.minutes_read,
      };
    };
    const posts = this.translated(
      score(data.posts.filter(published), q),
      language === 'en' ? null : score((data.postTranslations.get(language) ?? []).filter(published), q),
      postOrder,
      (d) => d.slug,
      limit,
      offset,
    );

    const pageRow = (d: PageDoc): PageHitRow => {
      const base = data.pageByRoute.get(d.routeId)!;
      const tr = data.pageText.get(`${d.routeId}|${language}`);
      return { route_id: base.route_id, title: tr?.title ?? base.title, summary: tr?.summary ?? base.summary };
    };
    const pages = this.translated(
      score(data.pages, q),
      language === 'en' ? null : score(data.pageTranslations.get(language) ?? [], q),
      pageOrder,
      (d) => d.routeId,
      limit,
      offset,
    );

    return {
      query: keyword,
      strains: strains.map((d) =>
        toCard({ ...d.row, from_price: d.fromPrices[storefront.currency] as number }, storefront.currency),
      ),
      collections: collections.map((d) => localizeCollection(toCollection(d.row), language)),
      posts: posts.hits.map((d) => toPost(postRow(d))),
      pages: pages.hits.map((d) => toPage(pageRow(d))),
      totals: {
        strains: strainHits.length,
        collections: collectionHits.length,
        posts: posts.total,
        pages: pages.total,
      },
    };
  }

  /** As `mergeTranslated` of repository.ts: hits in the shopper's language first, then the English ones. */
  private translated<D extends Doc>(
    english: Scored<D>[],
    own: Scored<D>[] | null,
    order: (a: D, b: D) => number,
    key: (d: D) => string,
    limit: number,
    offset: number,
  ): { hits: D[]; total: number } {
    if (own === null) return { hits: ranked(english, order, limit, offset), total: english.length };
    const total = new Set([...own, ...english].map((h) => key(h.doc))).size;
    const hits = mergeTranslated(
      ranked(own, order, offset + limit),
      ranked(english, order, offset + limit),
      key,
      limit,
      offset,
    );
    return { hits, total };
  }

  /** Stems `words` in one statement and remembers them. */
  private async learn(words: string[]): Promise<void> {
    if (words.length === 0) return;
    const rows = await stemWords(this.db, words);
    if (this.stems.size + rows.length > this.maxStems) this.stems.clear();
    const lexemes = (tsquery: string) =>
      [...tsquery.matchAll(/'((?:[^']|'')*)':\*/g)].map((m) => m[1]!.replace(/''/g, "'"));
    for (const row of rows) this.stems.set(row.w, { english: lexemes(row.english), german: lexemes(row.german) });
  }

  /** Per config, the keyword's words as `to_tsquery(config, 'word:*')` stems them (stop words dropped). */
  private async operands(terms: SearchTerms): Promise<Query['operands']> {
    if (terms.tsquery === null) return null;
    const words = terms.tsquery.split(' & ').map((w) => w.slice(0, -2));
    await this.learn([...new Set(words.filter((w) => !this.stems.has(w)))]);
    const operands: Partial<Record<TextSearchConfig, string[]>> = {};
    for (const config of terms.configs) operands[config] = words.flatMap((w) => this.stems.get(w)?.[config] ?? []);
    return operands;
  }
}
