import type { FastifyInstance } from 'fastify';
import { OPERATIONS_PATHS, type Readiness } from '@storefront/shared-contracts';
import type { EdgeConfig } from '../config';
import { readShellAssets } from '../pages/shell-assets';
import { readPointer } from '../release/pointer-file';
import { discardBody, type ApiClient } from '../upstream/api-client';

type Check = Readiness['checks'][string];

async function timed(check: () => Promise<string | null>): Promise<Check> {
  const started = performance.now();
  let problem: string | null;
  try {
    problem = await check();
  } catch (error) {
    // fetch's own message is only "fetch failed": the cause says why (refused, timed out, reset).
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    problem = error instanceof Error ? error.message + cause : String(error);
  }
  const ms = Math.round(performance.now() - started);
  return problem === null ? { ok: true, ms } : { ok: false, ms, error: problem };
}

/**
 * `GET /healthz`: the process is up. `GET /readyz`: it can serve pages (200) or not (503, the failing checks
 * named): the release pointer is readable, the shell is built, and the api answers its own `/healthz`.
 * Probes are not request-logged (`logLevel: 'warn'`): a prober asks every few seconds.
 */
export function registerOperationsRoutes(app: FastifyInstance, config: EdgeConfig, api: ApiClient): void {
  const started = Date.now();
  const probe = { logLevel: 'warn' as const };

  app.get(OPERATIONS_PATHS.health, probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', service: 'edge', uptimeSeconds: Math.round((Date.now() - started) / 1000) };
  });

  app.get(OPERATIONS_PATHS.readiness, probe, async (request, reply) => {
    const [releases, shell, apiCheck] = await Promise.all([
      timed(async () => {
        const read = await readPointer(config.releasesDir);
        return read.status === 'ok'
          ? null
          : `releases/remotes.json is ${read.status}${read.problem ? `: ${read.problem}` : ''}`;
      }),
      timed(async () => ((await readShellAssets(config.shellDir)) ? null : `no shell build in ${config.shellDir}`)),
      timed(async () => {
        const response = await api.get(OPERATIONS_PATHS.health);
        await discardBody(response);
        return response.ok ? null : `the api's ${OPERATIONS_PATHS.health} answered ${response.status}`;
      }),
    ]);
    const checks = { releases, shell, api: apiCheck };
    const ready = Object.values(checks).every((check) => check.ok);
    if (!ready) request.log.warn({ checks }, 'not ready');
    const body: Readiness = { status: ready ? 'ready' : 'not-ready', service: 'edge', checks };
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
