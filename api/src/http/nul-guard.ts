import { ERROR_CODES } from '@storefront/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, v]) => key.includes('\0') || containsNul(v));
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, so a parameter carrying one fails in the database as a 500. Every
 * request is checked before validation instead (URL and JSON body; bodies are at most 16 KB) and refused with 400.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (/%00/i.test(request.url) || request.url.includes('\0') || containsNul(request.body)) {
      throw new AppError(
        400,
        ERROR_CODES.validation,
        'The request contains a NUL character (U+0000), which is not allowed.',
      );
    }
  });
}
