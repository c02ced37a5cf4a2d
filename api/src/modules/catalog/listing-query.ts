import { ERROR_CODES, LISTING_RESERVED_PARAMS, type SORT_DIRECTIONS, type SortKey } from '@storefront/shared-contracts';
import { listingQuerySchema } from '@storefront/shared-contracts/schemas';
import { AppError, validationFailed } from '../../http/errors';
import { type FilterDefinition, LISTING_FILTERS } from './filters';
import type { FilterSql } from './listing-sql-repository';
import { DEFAULT_DIRECTION } from './sort';

export interface ActiveFilter {
  definition: FilterDefinition;
  /** Option values as sent (sorted, without duplicates). */
  values: string[];
}

export interface ListingQuery {
  page: number;
  sort: SortKey;
  dir: (typeof SORT_DIRECTIONS)[number];
  filters: ActiveFilter[];
  /** The same query written one way only: the cache key part. */
  key: string;
}

const ACCEPTED = [...LISTING_FILTERS.keys()].join(', ');

function single(name: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  throw validationFailed([{ path: name, message: `Give '${name}' once` }]);
}

function parseFilter(key: string, raw: unknown): ActiveFilter | null {
  const definition = LISTING_FILTERS.get(key);
  if (!definition) {
    throw new AppError(400, ERROR_CODES.unknownFilter, `Unknown filter '${key}'. Listings accept: ${ACCEPTED}.`, {
      filter: key,
    });
  }
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => String(v).split(','));
  const values = [...new Set(parts.map((v) => v.trim()).filter((v) => v !== ''))].sort();
  if (values.length === 0) return null;
  const allowed = definition.options.map((o) => o.value);
  const unknown = values.filter((v) => !allowed.includes(v));
  if (unknown.length > 0) {
    throw validationFailed(
      unknown.map((v) => ({
        path: key,
        message: `Unknown value '${v}' for filter '${key}'; expected one of ${allowed.join(', ')}`,
      })),
    );
  }
  return { definition, values };
}

/**
 * Reads `page`, `sort`, `dir` and one parameter per public filter (comma-separated values, or repeated).
 * Throws 400s for bad values and for filters a listing does not offer.
 */
export function parseListingQuery(raw: Record<string, unknown>): ListingQuery {
  const reserved = listingQuerySchema.safeParse({
    page: single('page', raw.page),
    sort: single('sort', raw.sort),
    dir: single('dir', raw.dir),
  });
  if (!reserved.success) {
    throw validationFailed(
      reserved.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    );
  }
  const { page, sort } = reserved.data;
  const dir = reserved.data.dir ?? DEFAULT_DIRECTION[sort];
  const filters: ActiveFilter[] = [];
  for (const key of Object.keys(raw).sort()) {
    if ((LISTING_RESERVED_PARAMS as readonly string[]).includes(key)) continue;
    const filter = parseFilter(key, raw[key]);
    if (filter) filters.push(filter);
  }
  const filterKey = filters.map((f) => `${f.definition.key}=${f.values.join(',')}`).join('&');
  return { page, sort, dir, filters, key: `${page}|${sort}|${dir}|${filterKey}` };
}

/** The active filters as the listing's SQL takes them: option values turned into database values. */
export function filtersForSql(filters: readonly ActiveFilter[]): FilterSql[] {
  return filters.map(({ definition, values }) => ({
    key: definition.key,
    toggle: definition.type === 'toggle',
    values:
      definition.type === 'toggle'
        ? []
        : values.map((v) => definition.options.find((o) => o.value === v)?.dbValue ?? v),
  }));
}
