import type { FastifyBaseLogger } from 'fastify';
import { OPERATIONS_PATHS } from '@storefront/shared-contracts';
import { dataVersionSchema } from '@storefront/shared-contracts/schemas';
import { discardBody, type ApiClient } from './api-client';

export interface DataVersionFollower {
  /** Asks the api once now; calls `onChange` when the version moved since the last answer. */
  check(): Promise<void>;
  /** Asks every `everyMs` until stopped. */
  start(everyMs: number): () => void;
}

/**
 * Follows the api's data version, so a kept page is dropped after a write made through any edge or api
 * instance, or straight in the database: with several edges behind a balancer, the write passes through only
 * one of them. The first answer only sets the baseline; an api that does not answer changes nothing (kept
 * pages then live out their short TTL, as before).
 */
export function createDataVersionFollower(
  api: ApiClient,
  onChange: (version: string) => void,
  log: FastifyBaseLogger,
): DataVersionFollower {
  let known: string | undefined;
  let inFlight: Promise<void> | undefined;
  let failing = false;

  async function ask(): Promise<void> {
    try {
      const response = await api.get(OPERATIONS_PATHS.dataVersion);
      if (!response.ok) {
        await discardBody(response);
        throw new Error(`status ${response.status}`);
      }
      const { version } = dataVersionSchema.parse(await response.json());
      if (failing) log.info('data version answers again');
      failing = false;
      if (known !== undefined && version !== known) onChange(version);
      known = version;
    } catch (error) {
      // One line per outage, not one per poll.
      if (!failing) log.warn({ err: error }, 'data version unavailable; kept pages expire by their TTL only');
      failing = true;
    }
  }

  const check = () => {
    inFlight ??= ask().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  return {
    check,
    start(everyMs) {
      const timer = setInterval(() => void check(), everyMs);
      timer.unref();
      void check();
      return () => clearInterval(timer);
    },
  };
}
