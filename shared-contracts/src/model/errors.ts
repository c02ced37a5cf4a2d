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
} as const;

/** True for a body shaped like the api's error (`apiErrorSchema`), checked without zod. */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.statusCode === 'number' && typeof body.code === 'string' && typeof body.message === 'string';
}
