import { z } from 'zod';

/** `GET /healthz` of the api and the edge: the process is up (no dependency is asked). */
export const healthSchema = z
  .object({
    status: z.literal('ok'),
    service: z.enum(['api', 'edge']),
    uptimeSeconds: z.number().nonnegative(),
  })
  .describe('The process is up');
export type Health = z.infer<typeof healthSchema>;

export const readinessCheckSchema = z.object({
  ok: z.boolean(),
  /** How long the check took. */
  ms: z.number().nonnegative(),
  /** Why it failed, when it did. */
  error: z.string().optional(),
  /** Failed, but the process still serves from a fallback (the edge: the last good release pointer). */
  degraded: z.boolean().optional(),
});

/**
 * `GET /readyz`: whether the process can serve (200) or not (503), check by check. The api checks its
 * database; the edge the release pointer, the shell build and the api.
 */
export const readinessSchema = z
  .object({
    status: z.enum(['ready', 'not-ready']),
    service: z.enum(['api', 'edge']),
    checks: z.record(z.string(), readinessCheckSchema),
    /** Ready, but some check is failing and served from its fallback (see the check's `degraded`). */
    degraded: z.boolean().optional(),
  })
  .describe('Whether the process can serve requests, check by check');
export type Readiness = z.infer<typeof readinessSchema>;

/**
 * `GET /api/data-version`: an opaque version of the data pages show (catalogue, prices, stock, reviews, content,
 * reference data). Equal versions mean a kept page is still right; it only ever changes, never goes back.
 */
export const dataVersionSchema = z
  .object({ version: z.string().min(1).max(64) })
  .describe('The version of the data that kept pages show');
export type DataVersion = z.infer<typeof dataVersionSchema>;
