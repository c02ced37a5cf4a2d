import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { STOREFRONTS } from '@storefront/shared-contracts';
import type { AreaReleaseHealth, FieldHealthSource } from '../canary-analysis/field-health';
import type { EdgeConfig } from '../config';
import { listVersions } from '../release/list';
import type { ReleaseContext } from '../release/release-context';
import { readReleaseLog } from '../release/release-log';
import { releaseStatus } from '../release/status';
import type { ConsoleView } from './ops-page';

const FIELD_MINUTES = 60;
const LOG_ENTRIES = 50;

export function releaseContextOf(config: EdgeConfig): ReleaseContext {
  return { rootDir: path.dirname(config.releasesDir), releasesDir: config.releasesDir, shellDir: config.shellDir };
}

export async function readConsole(
  config: EdgeConfig,
  field: FieldHealthSource | null,
  request: FastifyRequest,
): Promise<Omit<ConsoleView, 'operator' | 'csrf' | 'message'>> {
  const ctx = releaseContextOf(config);
  const [status, log] = await Promise.all([releaseStatus(ctx), readReleaseLog(config.releasesDir)]);
  const versions = new Map(
    await Promise.all(status.areas.map(async (a) => [a.area, await listVersions(ctx, a.area)] as const)),
  );
  return {
    versions,
    storefronts: Object.keys(STOREFRONTS),
    now: new Date().toISOString(),
    pointer: { status: status.pointerStatus, problem: status.problem, updatedAt: status.updatedAt },
    areas: status.areas,
    field: await readField(field, status.areas, request),
    log: log.slice(-LOG_ENTRIES).reverse(),
  };
}

/** All storefronts' figures, and for a canary limited to one storefront, that storefront's (what it is judged on). */
async function readField(
  field: FieldHealthSource | null,
  areas: Awaited<ReturnType<typeof releaseStatus>>['areas'],
  request: FastifyRequest,
): Promise<ConsoleView['field']> {
  if (!field) return { unavailable: 'API_OPS_TOKEN is not configured' };
  const storefronts = [...new Set(areas.flatMap((a) => (a.canary?.storefront ? [a.canary.storefront] : [])))];
  try {
    const [all, ...limited] = await Promise.all([
      field.read({ minutes: FIELD_MINUTES, storefront: null }),
      ...storefronts.map((storefront) => field.read({ minutes: FIELD_MINUTES, storefront })),
    ]);
    const byStorefront = new Map(storefronts.map((s, i) => [s, limited[i] ?? []]));
    const byArea = new Map<string, AreaReleaseHealth[]>();
    for (const a of areas) {
      const rows = (a.canary?.storefront ? byStorefront.get(a.canary.storefront) : all) ?? [];
      byArea.set(
        a.area,
        rows.filter((r) => r.area === a.area).sort((x, y) => x.side.localeCompare(y.side) * -1 || y.views - x.views),
      );
    }
    return { minutes: FIELD_MINUTES, byArea };
  } catch (error) {
    request.log.warn({ err: error }, 'ops console: field health unavailable');
    return { unavailable: 'the api did not answer' };
  }
}
