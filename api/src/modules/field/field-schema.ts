import { AREAS, ROUTES, STOREFRONT_CODES } from '@storefront/shared-contracts';
import { z } from 'zod';

/** A beacon is a handful of events: a page's batch is far below this, a bigger body is not a browser's. */
export const FIELD_BODY_LIMIT_BYTES = 4 * 1024;
export const FIELD_MAX_EVENTS = 32;

// `catchAll`: the route of every unknown path (the not-found page).
const ROUTE_IDS: [string, ...string[]] = ['catchAll', ...ROUTES.map((route) => route.id)];

export const FALLBACK_REASONS = ['server-error', 'disabled', 'load-failed', 'render-error'] as const;

/**
 * What every event names: where it happened and which release of which area. `route` is the route id from the
 * route table (never a URL: no path parameters, no query string reach the api).
 */
const tags = {
  storefront: z.enum(STOREFRONT_CODES),
  route: z.enum(ROUTE_IDS),
  area: z.enum(AREAS),
  version: z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/),
  side: z.enum(['stable', 'canary']),
};

export const fieldEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('view'), ...tags }),
  // LCP and INP in milliseconds, CLS unitless; bounded by what a page's life can measure.
  z.strictObject({
    kind: z.literal('vital'),
    ...tags,
    name: z.enum(['LCP', 'INP', 'CLS']),
    value: z.number().min(0).max(600_000),
  }),
  z.strictObject({ kind: z.literal('error'), ...tags, source: z.enum(['error', 'rejection']) }),
  z.strictObject({
    kind: z.literal('fallback'),
    ...tags,
    where: z.enum(['server', 'browser']),
    reason: z.enum(FALLBACK_REASONS),
  }),
]);
export type FieldEvent = z.infer<typeof fieldEventSchema>;

export const fieldBatchSchema = z.strictObject({
  events: z.array(fieldEventSchema).min(1).max(FIELD_MAX_EVENTS),
});
export type FieldBatch = z.infer<typeof fieldBatchSchema>;

export const fieldBatchAcceptedSchema = z.object({ accepted: z.number().int() });
