import type { Language } from '@storefront/shared-contracts';
import type { Sitemap } from '@storefront/shared-contracts/schemas';
import type { Queryable } from '../../db/database';

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export interface SlugName {
  slug: string;
  name: string;
}

export interface SitemapPostRow {
  slug: string;
  title: string;
  language: Language;
  languages: Language[];
  updated_at: string;
}

/** SQL of the sitemaps: every listed thing in a language (English where there is no version), in listing order. */
export const sitemapRepository = {
  async pages(db: Queryable, language: Language) {
    const { rows } = await db.query<{ route_id: Sitemap['pages'][number]['routeId']; title: string }>(
      `SELECT p.route_id, coalesce(t.title, p.title) AS title FROM content_pages p
       LEFT JOIN content_page_translations t ON t.route_id = p.route_id AND t.language = $1 ORDER BY p.route_id`,
      [language],
    );
    return rows;
  },

  async collections(db: Queryable): Promise<SlugName[]> {
    return (await db.query<SlugName>('SELECT slug, name FROM collections ORDER BY position, id')).rows;
  },

  async products(db: Queryable): Promise<SlugName[]> {
    return (await db.query<SlugName>('SELECT slug, name FROM products ORDER BY name COLLATE "C", id')).rows;
  },

  async postCategories(db: Queryable, language: Language): Promise<SlugName[]> {
    const { rows } = await db.query<SlugName>(
      `SELECT pc.slug, coalesce(t.name, pc.name) AS name FROM post_categories pc
       LEFT JOIN post_category_translations t ON t.category_id = pc.id AND t.language = $1 ORDER BY pc.position, pc.id`,
      [language],
    );
    return rows;
  },

  /** Published posts, newest first, in `language` where translated, with every language they exist in. */
  async posts(db: Queryable, language: Language): Promise<SitemapPostRow[]> {
    const { rows } = await db.query<SitemapPostRow>(
      `SELECT b.slug, coalesce(t.title, b.title) AS title, CASE WHEN t.post_id IS NULL THEN 'en' ELSE t.language END AS language,
         ARRAY['en'] || ARRAY(SELECT l.language FROM blog_post_translations l WHERE l.post_id = b.id ORDER BY l.language) AS languages,
         ${iso('b.updated_at')} AS updated_at
       FROM blog_posts b LEFT JOIN blog_post_translations t ON t.post_id = b.id AND t.language = $1
       WHERE b.published_at <= now() ORDER BY b.published_at DESC, b.id DESC`,
      [language],
    );
    return rows;
  },

  async authors(db: Queryable): Promise<SlugName[]> {
    return (await db.query<SlugName>('SELECT slug, name FROM authors ORDER BY id')).rows;
  },
};
