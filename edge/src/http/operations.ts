import type { FastifyInstance } from 'fastify';
import { OPERATIONS_PATHS, type Readiness } from '@storefront/shared-contracts';
import type { EdgeConfig } from '../config';
import { readShellAssets } from '../pages/shell-assets';
import { readPointerWithLastGood } from '../release/active-pointer';
import type { OriginMirror } from '../release/origin-mirror';
import { discardBody, type ApiClient } from '../upstream/api-client';

type Check = Readiness['checks'][string];

/** A check's failure; `degraded` when the process still serves without it (from a fallback). */
type Problem = string | { error: string; degraded: true } | null;

async function timed(check: () => Promise<Problem>): Promise<Check> {
  const started = performance.now();
  let problem: Problem;
  try {
    problem = await check();
  } catch (error) {
    // fetch's own message is only "fetch failed": the cause says why (refused, timed out, reset).
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    problem = error instanceof Error ? error.message + cause : String(error);
  }
  const ms = Math.round(performance.now() - started);
  if (problem === null) return { ok: true, ms };
  return typeof problem === 'string' ? { ok: false, ms, error: problem } : { ok: false, ms, ...problem };
}

/**
 * `GET /healthz`: the process is up. `GET /readyz`: it can serve pages (200) or not (503, the failing checks
 * named): the release pointer is readable, the shell is built, and the api answers its own `/healthz`. A broken
 * pointer while the last good one is served is 200 with `degraded: true` (and the check's error); without any good
 * pointer (every area would be its fallback) 503.
 * Probes are not request-logged (`logLevel: 'warn'`): a prober asks every few seconds.
 */
export function registerOperationsRoutes(
  app: FastifyInstance,
  config: EdgeConfig,
  api: ApiClient,
  mirror: OriginMirror | null = null,
): void {
  const started = Date.now();
  const probe = { logLevel: 'warn' as const };

  app.get(OPERATIONS_PATHS.health, probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', service: 'edge', uptimeSeconds: Math.round((Date.now() - started) / 1000) };
  });

  app.get(OPERATIONS_PATHS.readiness, probe, async (request, reply) => {
    const [releases, shell, apiCheck] = await Promise.all([
      timed(async () => {
        // Logs `RELEASE POINTER BROKEN` (at most every 5 s) when the file is bad, as pages do.
        const read = await readPointerWithLastGood(config, request.log);
        if (read.source === 'file') return null;
        const error = `releases/remotes.json is ${read.status}${read.problem ? `: ${read.problem}` : ''}`;
        // Pages keep the last good pointer: still ready (the load balancer keeps this edge), flagged degraded.
        return read.source === 'last-good'
          ? { error: `${error}; serving the last good pointer (updated ${read.pointer.updatedAt})`, degraded: true }
          : error;
      }),
      timed(async () => ((await readShellAssets(config.shellDir)) ? null : `no shell build in ${config.shellDir}`)),
      timed(async () => {
        const response = await api.get(OPERATIONS_PATHS.health);
        await discardBody(response);
        return response.ok ? null : `the api's ${OPERATIONS_PATHS.health} answered ${response.status}`;
      }),
    ]);
    const checks: Record<string, Check> = { releases, shell, api: apiCheck };
    // RELEASES_URL: an unreachable origin leaves the mirrored pointer served (degraded, not unready).
    if (mirror)
      checks.releasesOrigin = mirror.state.lastError
        ? { ok: false, ms: 0, error: mirror.state.lastError, degraded: true }
        : { ok: true, ms: 0 };
    const ready = Object.values(checks).every((check) => check.ok || check.degraded);
    const degraded = Object.values(checks).some((check) => check.degraded);
    if (!ready) request.log.warn({ checks }, 'not ready');
    else if (degraded) request.log.warn({ checks }, 'ready, degraded');
    const body: Readiness = {
      status: ready ? 'ready' : 'not-ready',
      service: 'edge',
      checks,
      ...(degraded ? { degraded: true } : {}),
    };
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
