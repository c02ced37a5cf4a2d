import type { AreaName, RouteId, StorefrontCode } from '@storefront/shared-contracts';

/**
 * What `POST /api/field` accepts (the api's `modules/field/field-schema.ts` is the authority; a change there is
 * a change here). Every event names where it happened and which release of which area.
 */
export interface FieldTags {
  storefront: StorefrontCode;
  /** The route id from the route table: never a URL, so no path parameter or query reaches the api. */
  route: RouteId;
  area: AreaName;
  version: string;
  side: 'stable' | 'canary';
}

export type VitalName = 'LCP' | 'INP' | 'CLS';
export type FallbackWhere = 'server' | 'browser';
export type FallbackReasonName = 'server-error' | 'disabled' | 'load-failed' | 'render-error';

export type FieldEvent = FieldTags &
  (
    | { kind: 'view' }
    | { kind: 'vital'; name: VitalName; value: number }
    | { kind: 'error'; source: 'error' | 'rejection' }
    | { kind: 'fallback'; where: FallbackWhere; reason: FallbackReasonName }
  );

export const FIELD_ENDPOINT = '/api/field';
/** The api's limits for one beacon: at most 32 events and 4 KB (a batch is split to stay within both). */
export const MAX_EVENTS_PER_BEACON = 32;
export const MAX_BEACON_BYTES = 4000;
