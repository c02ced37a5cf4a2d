import type { Language } from '@storefront/shared-contracts';
import type { Sitemap } from '@storefront/shared-contracts/schemas';
import type { Queryable } from '../../db/database';
import { localizeCollection } from '../catalog/localize';

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Everything the sitemaps list, in a language (English where there is no version). */
export async function getSitemap(db: Queryable, language: Language): Promise<Sitemap> {
  const [pages, collections, products, categories, posts, authors] = await Promise.all([
    db.query<{ route_id: Sitemap['pages'][number]['routeId']; title: string }>(
      `SELECT p.route_id, coalesce(t.title, p.title) AS title FROM content_pages p
       LEFT JOIN content_page_translations t ON t.route_id = p.route_id AND t.language = $1 ORDER BY p.route_id`,
      [language],
    ),
    db.query<{ slug: string; name: string }>('SELECT slug, name FROM collections ORDER BY position, id'),
    db.query<{ slug: string; name: string }>('SELECT slug, name FROM products ORDER BY name COLLATE "C", id'),
    db.query<{ slug: string; name: string }>(
      `SELECT pc.slug, coalesce(t.name, pc.name) AS name FROM post_categories pc
       LEFT JOIN post_category_translations t ON t.category_id = pc.id AND t.language = $1 ORDER BY pc.position, pc.id`,
      [language],
    ),
    db.query<{ slug: string; title: string; language: Language; languages: Language[]; updated_at: string }>(
      `SELECT b.slug, coalesce(t.title, b.title) AS title, CASE WHEN t.post_id IS NULL THEN 'en' ELSE t.language END AS language,
         ARRAY['en'] || ARRAY(SELECT l.language FROM blog_post_translations l WHERE l.post_id = b.id ORDER BY l.language) AS languages,
         ${iso('b.updated_at')} AS updated_at
       FROM blog_posts b LEFT JOIN blog_post_translations t ON t.post_id = b.id AND t.language = $1
       WHERE b.published_at <= now() ORDER BY b.published_at DESC, b.id DESC`,
      [language],
    ),
    db.query<{ slug: string; name: string }>('SELECT slug, name FROM authors ORDER BY id'),
  ]);
  return {
    pages: pages.rows.map((r) => ({ routeId: r.route_id, title: r.title })),
    // "Product Categories" in the sitemap's language, as the listings name them.
    collections: collections.rows.map((c) => localizeCollection(c, language)),
    products: products.rows,
    postCategories: categories.rows,
    posts: posts.rows.map((r) => ({
      slug: r.slug,
      title: r.title,
      language: r.language,
      languages: r.languages,
      updatedAt: r.updated_at,
    })),
    authors: authors.rows,
  };
}
