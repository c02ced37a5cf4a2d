import type { Language } from '@storefront/shared-contracts';
import type { Sitemap } from '@storefront/shared-contracts/schemas';
import type { Queryable } from '../../db/database';
import { localizeCollection } from '../catalog/localize';
import { sitemapRepository } from './sitemap-repository';

/** Everything the sitemaps list, in a language (English where there is no version). */
export async function getSitemap(db: Queryable, language: Language): Promise<Sitemap> {
  const [pages, collections, products, categories, posts, authors] = await Promise.all([
    sitemapRepository.pages(db, language),
    sitemapRepository.collections(db),
    sitemapRepository.products(db),
    sitemapRepository.postCategories(db, language),
    sitemapRepository.posts(db, language),
    sitemapRepository.authors(db),
  ]);
  return {
    pages: pages.map((r) => ({ routeId: r.route_id, title: r.title })),
    // "Product Categories" in the sitemap's language, as the listings name them.
    collections: collections.map((c) => localizeCollection(c, language)),
    products,
    postCategories: categories,
    posts: posts.map((r) => ({
      slug: r.slug,
      title: r.title,
      language: r.language,
      languages: r.languages,
      updatedAt: r.updated_at,
    })),
    authors,
  };
}
