import type { FastifyRequest } from 'fastify';

/** A CDN country code (ISO 3166 alpha-2, or markers like XX / T1); anything else is ignored. */
export function countryFrom(request: FastifyRequest, header: string): string | null {
  const raw = request.headers[header];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return value && /^[A-Z][A-Z0-9]$/.test(value) ? value : null;
}
