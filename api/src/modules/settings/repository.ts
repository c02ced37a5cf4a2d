import type { Language, StorefrontCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';

export function settingsRepository(db: Queryable) {
  return {
    async countries(storefront: StorefrontCode) {
      const { rows } = await db.query<{
        id: number;
        iso: string;
        name: string;
        min_days: number;
        max_days: number;
        delay_days: number;
        free_from: number;
      }>(
        `SELECT id, trim(iso) AS iso, name, min_days, max_days, delay_days, free_from
         FROM countries WHERE storefront = $1 ORDER BY position`,
        [storefront],
      );
      return rows;
    },

    async paymentOptions(storefront: StorefrontCode) {
      const { rows } = await db.query<{ code: string; name: string; countries: string[] }>(
        'SELECT code, name, countries FROM payment_options WHERE storefront = $1 ORDER BY position',
        [storefront],
      );
      return rows;
    },

    /** Named in `language` where a translation exists. */
    async postCategories(language: Language) {
      const { rows } = await db.query<{ id: number; slug: string; name: string }>(
        `SELECT pc.id, pc.slug, coalesce(t.name, pc.name) AS name FROM post_categories pc
         LEFT JOIN post_category_translations t ON t.category_id = pc.id AND t.language = $1 ORDER BY pc.position`,
        [language],
      );
      return rows;
    },

    async collections() {
      const { rows } = await db.query<{ slug: string; name: string; icon: string | null }>(
        'SELECT slug, name, icon FROM collections ORDER BY position',
      );
      return rows;
    },

    async routeRules() {
      const { rows } = await db.query<{ from_path: string; to_path: string; status: 301 | 302 | 307 | 308 }>(
        'SELECT from_path, to_path, status FROM route_rules ORDER BY position',
      );
      return rows;
    },
  };
}

export type SettingsRepository = ReturnType<typeof settingsRepository>;
