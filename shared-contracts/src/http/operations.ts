/**
 * Health endpoints of the api and the edge (each its own process): `health` answers while the process is up,
 * `readiness` 200 or 503 by whether what it depends on answers (healthSchema, readinessSchema). `dataVersion`
 * (api only) names the version of everything a kept page shows (dataVersionSchema): every edge asks it often
 * and drops its kept pages when it moves, so a write made through any edge, or straight in the database, shows
 * through all of them.
 */
export const OPERATIONS_PATHS = {
  health: '/healthz',
  readiness: '/readyz',
  dataVersion: '/api/data-version',
} as const;

/** The api's OpenAPI document (`/json`) and its UI, also reachable through the edge's `/api` proxy. */
export const API_DOCS_PATH = '/api/docs';

/**
 * The header that carries a request's id: the edge sends its id to the api (proxied calls and the server
 * render's data requests), so their log lines join; both send the id back on their responses.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The largest request body the api takes (cart lines, forms, referral reports: small JSON). The edge refuses a
 * larger one itself, with the api's answer, instead of streaming it to an api that stops reading. Since 3.0.0.
 */
export const API_BODY_LIMIT_BYTES = 16 * 1024;

/** Short, and nothing a log line could be forged with (no spaces, quotes or control characters). */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id in a request's `x-request-id` header when it is one a log may carry as it is; else null. */
export function requestIdFrom(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && REQUEST_ID_PATTERN.test(value) ? value : null;
}
