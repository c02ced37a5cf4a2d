import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { purgeRateLimits } from '../../http/rate-limit';
import { fieldRepository } from '../field/repository';
import { housekeepingRepository } from './repository';

/** How long what nobody owns is kept (decided where the spec is silent; written in api/README.md). */
export const RETENTION = {
  /** A guest's cart untouched this long (no order, no account) goes, with its lines. */
  anonymousCartDays: 30,
  /** A visitor unseen this long, with no referral and no vote on record, goes (spec 7 keeps ids 90 days). */
  visitorDays: 90,
  /** A newsletter sign-up never confirmed this long goes (its links expired long before): double opt-in. */
  unconfirmedSubscriptionDays: 30,
  /**
   * The shoppers' field measurements (per-minute aggregates of `POST /api/field`) older than this go: a canary is
   * judged over minutes and the release console shows the last hour, so two weeks covers comparing this week's
   * release with the last one, and no more.
   */
  fieldAggregateDays: 14,
} as const;

export interface PurgeResult {
  carts: number;
  visitors: number;
  subscriptions: number;
  rateLimits: number;
  /** Per-minute field rows (counts and vitals buckets). */
  fieldRows: number;
}

/**
 * One purge round: old anonymous carts, forgotten visitors, unconfirmed newsletter sign-ups, ended rate-limit
 * windows, old field measurements. Safe to run anywhere, any time.
 */
export async function purgeOldData(
  db: Queryable,
  retention: { [K in keyof typeof RETENTION]: number } = RETENTION,
): Promise<PurgeResult> {
  const carts = await housekeepingRepository.purgeAnonymousCarts(db, retention.anonymousCartDays);
  const visitors = await housekeepingRepository.purgeVisitors(db, retention.visitorDays);
  const subscriptions = await housekeepingRepository.purgeUnconfirmedSubscriptions(
    db,
    retention.unconfirmedSubscriptionDays,
  );
  return {
    carts,
    visitors,
    subscriptions,
    rateLimits: await purgeRateLimits(db),
    fieldRows: await fieldRepository.purgeOlderThan(db, retention.fieldAggregateDays),
  };
}

/** Runs the purge once an hour (and shortly after start) while the api listens; logs what went. */
export function schedulePurge(app: FastifyInstance, db: Database, everyMs = 3_600_000): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const result = await purgeOldData(db);
      if (Object.values(result).some((n) => n > 0)) app.log.info({ purged: result }, 'housekeeping: purged');
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping: purge failed, retried next round');
    }
  };
  app.addHook('onListen', async () => {
    timer = setInterval(() => void run(), everyMs);
    timer.unref();
    setTimeout(() => void run(), 60_000).unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
