import type { ApiError } from '@storefront/shared-contracts';

/** The api's error of a failed RTK Query call (the base query always answers ApiError). */
export function apiErrorOf(result: { error?: unknown }): ApiError | undefined {
  return result.error as ApiError | undefined;
}
