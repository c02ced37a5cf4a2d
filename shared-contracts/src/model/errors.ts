import type { ApiError } from '../schemas/common';

export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  maxSeeds: 'MAX_SEEDS_REACHED',
  unknownLocale: 'UNKNOWN_LOCALE',
  unknownFilter: 'UNKNOWN_FILTER',
  /** No coupon has this code (spec 8: "Invalid coupon code"). */
  invalidCoupon: 'INVALID_COUPON',
  /** A known coupon whose rules refuse this cart (spec 8: "Cannot apply the coupon"); `params.reason` says why. */
  couponNotApplicable: 'COUPON_NOT_APPLICABLE',
  /** Too many requests from one client in a window: 429 with Retry-After (`params.retryAfterSeconds`). Since 3.0.0. */
  rateLimited: 'RATE_LIMITED',
  /** A request body over `API_BODY_LIMIT_BYTES` (the api's, or the edge's in front of it). Since 3.0.0. */
  bodyTooLarge: 'BODY_TOO_LARGE',
  /**
   * A useful vote from a visitor the api did not know before this request (no or unknown `sf_visitor` cookie):
   * 409, not counted; the answer sets the visitor cookie, so the same browser's next vote counts.
   */
  voteNeedsVisitor: 'VOTE_NEEDS_VISITOR',
} as const;

/** True for a body shaped like the api's error (`apiErrorSchema`), checked without zod. */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.statusCode === 'number' && typeof body.code === 'string' && typeof body.message === 'string';
}
