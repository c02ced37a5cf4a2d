import type { Language, SearchPage, SearchPost, SearchResponse, Storefront } from '@storefront/shared-contracts';
import { toCollection } from '../catalog/list-collections';
import { localizeCollection } from '../catalog/localize';
import { toCard } from '../catalog/mappers';
import type { PageHitRow, PostHitRow, SearchRepository } from './repository';
import { searchTerms } from './search-terms';

export function toPost(row: PostHitRow): SearchPost {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: { slug: row.category_slug, name: row.category_name },
    publishedAt: row.published_at,
    minutesRead: row.minutes_read,
  };
}

export function toPage(row: PageHitRow): SearchPage {
  return { routeId: row.route_id as SearchPage['routeId'], title: row.title, summary: row.summary };
}

/**
 * The search panel and the results page (`offset`: its later pages): strains priced in the storefront currency, collections, blog posts and static pages, the
 * texts in `language` (the shopper's: French on the Europe storefront) and searched in it first.
 */
export async function search(
  repo: SearchRepository,
  storefront: Storefront,
  keyword: string,
  limit: number,
  language: Language = storefront.language,
  offset = 0,
): Promise<SearchResponse> {
  const terms = searchTerms(keyword, storefront, language);
  // One statement after another: they share one transaction's connection, which runs one query at a time anyway
  // (pg deprecates queueing a second query on a busy client).
  const { strains, collections, posts, pages, totals } = await repo.withIndexScans(async (r) => ({
    strains: await r.strains(terms, storefront.currency, limit, offset),
    collections: await r.collections(terms, limit, offset),
    posts: await r.posts(terms, limit, language, offset),
    pages: await r.pages(terms, limit, language, offset),
    totals: await r.totals(terms, language),
  }));
  return {
    query: keyword,
    strains: strains.map((row) => toCard(row, storefront.currency)),
    collections: collections.map((row) => localizeCollection(toCollection(row), language)),
    posts: posts.map(toPost),
    pages: pages.map(toPage),
    totals,
  };
}
