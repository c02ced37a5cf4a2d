import { apiErrorSchema } from '@storefront/shared-contracts/schemas';
import { z } from 'zod';

/**
 * The error answers every route may give, beside its own: a client's mistake (4xx) and our own fault (500),
 * both `apiErrorSchema`. Spread into a route's `response` so the OpenAPI document lists them and the
 * serializer checks them.
 */
export const errorResponses = {
  '4xx': apiErrorSchema.describe('A mistake in the request (the code and message say which)'),
  500: apiErrorSchema.describe('Our own fault; try again'),
} as const;

/** A catalogue answer served from the cache may be a 304 (the client's `If-None-Match` matched its ETag). */
export const notModified = {
  304: z.null().describe('Not modified: the ETag sent in If-None-Match still holds'),
} as const;
