import { ERROR_CODES } from '@storefront/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** No request body of this shop nests deeper than a few levels; past this it is refused, whatever it is. */
export const MAX_BODY_DEPTH = 32;

type BodyProblem = 'nul' | 'depth' | null;

/**
 * Walks a parsed JSON body without recursion (a body nested thousands deep must not overflow the stack) and
 * answers the first problem: a NUL character in a key or string, or nesting past `MAX_BODY_DEPTH`.
 */
export function bodyProblem(body: unknown): BodyProblem {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) return 'nul';
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) return 'depth';
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\0')) return 'nul';
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return null;
}

const MESSAGES: Record<Exclude<BodyProblem, null>, string> = {
  nul: 'The request contains a NUL character (U+0000), which is not allowed.',
  depth: `The request body is nested deeper than ${MAX_BODY_DEPTH} levels.`,
};

/**
 * PostgreSQL text cannot hold U+0000, so a parameter carrying one would fail in the database as a 500; a body
 * nested absurdly deep is no request of ours. Every request is checked before validation (URL and JSON body;
 * bodies are at most 16 KB) and refused with 400.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem = /%00/i.test(request.url) || request.url.includes('\0') ? 'nul' : bodyProblem(request.body);
    if (problem) throw new AppError(400, ERROR_CODES.validation, MESSAGES[problem]);
  });
}
