import type { AreaName, RemoteName, RouteId, StorefrontCode } from '@storefront/shared-contracts';
import { fallbackReasonOf, releaseOfError } from './attribution';
import {
  MAX_BEACON_BYTES,
  MAX_EVENTS_PER_BEACON,
  type FallbackReasonName,
  type FallbackWhere,
  type FieldEvent,
  type FieldTags,
  type VitalName,
} from './field-events';
import type { AreaFailure, CaughtError, FieldSink } from './field-inbox';

/** Shares of pages (vitals) or events (errors, fallbacks) reported; 1 is all. */
export interface FieldSampling {
  errors: number;
  fallbacks: number;
  vitals: number;
}

/**
 * Errors and fallbacks are operationally necessary and anonymous counts: all of them. Vitals of every other page
 * load are enough for a p75 per release within a few minutes of a canary's traffic.
 */
export const DEFAULT_SAMPLING: FieldSampling = { errors: 1, fallbacks: 1, vitals: 0.5 };

/** A page throwing in a loop sends this many errors, not thousands. */
export const MAX_ERRORS_PER_PAGE = 25;

export interface PageRoute {
  route: RouteId;
  /** The area that owns the route. */
  area: AreaName;
}

export interface FieldReporterOptions {
  storefront: StorefrontCode;
  /** The route the page was loaded on: its view and vitals are its owner's. */
  pageRoute: PageRoute;
  /** The route the page is on now (navigations in the page change it). */
  currentRoute: () => PageRoute;
  /** Each remote's served release and, where a canary applies, the visitor's side (the page's boot data). */
  releases: Partial<Record<RemoteName, { version: string }>>;
  sides: Partial<Record<RemoteName, 'stable' | 'canary'>>;
  /** The shell build's own version (its entry file's content hash). */
  shellVersion: string;
  /** Whether speed measurements may be sent now (the shopper allowed analytical cookies). */
  vitalsAllowed: () => boolean;
  sampling?: Partial<FieldSampling>;
  random?: () => number;
  /** Sends one batch's JSON body. */
  send: (body: string) => void;
}

export interface FieldReporter extends FieldSink {
  /** Counts the page load (once; its route is the page's). */
  view(): void;
  /** A Web Vital of this page load, attributed to the area that owns its route. */
  vital(name: VitalName, value: number): void;
  fallback(area: RemoteName, where: FallbackWhere, reason: FallbackReasonName): void;
  /** Sends what is queued in as few beacons as the api's limits allow. */
  flush(): void;
}

/**
 * Queues field events tagged with the area's release and canary side, and hands them over in batches the api
 * accepts. Pure: the browser's listeners, Web Vitals and the beacon are wired by `startFieldReporting`.
 */
export function createFieldReporter(options: FieldReporterOptions): FieldReporter {
  const sampling = { ...DEFAULT_SAMPLING, ...options.sampling };
  const random = options.random ?? Math.random;
  // Decided once per page: a sampled page reports all its vitals, so p75s are not skewed by partial pages.
  const vitalsSampled = random() < sampling.vitals;
  const queue: FieldEvent[] = [];
  const firstPage = options.pageRoute;
  let errors = 0;
  let viewed = false;

  const tagsOf = (area: AreaName, route: RouteId, version?: string): FieldTags => {
    if (area === 'shell')
      return { storefront: options.storefront, route, area, version: options.shellVersion, side: 'stable' };
    const served = options.releases[area]?.version;
    // A version other than the one served (loaded after a new activation) is not the canary this page was split on.
    const side = version === undefined || version === served ? (options.sides[area] ?? 'stable') : 'stable';
    return { storefront: options.storefront, route, area, version: version ?? served ?? 'none', side };
  };

  const reporter: FieldReporter = {
    view() {
      if (viewed) return;
      viewed = true;
      queue.push({ kind: 'view', ...tagsOf(firstPage.area, firstPage.route) });
    },
    vital(name, value) {
      if (!vitalsSampled || !options.vitalsAllowed() || !Number.isFinite(value) || value < 0) return;
      queue.push({
        kind: 'vital',
        ...tagsOf(firstPage.area, firstPage.route),
        name,
        value: Math.round(value * 10_000) / 10_000,
      });
    },
    error({ source, error, filename }: CaughtError) {
      if (errors >= MAX_ERRORS_PER_PAGE || random() >= sampling.errors) return;
      errors += 1;
      const { route } = options.currentRoute();
      const release = releaseOfError(error, filename);
      const tags = release ? tagsOf(release.area, route, release.version) : tagsOf('shell', route);
      queue.push({ kind: 'error', ...tags, source });
    },
    areaFailed({ area, error }: AreaFailure) {
      reporter.fallback(area, 'browser', fallbackReasonOf(error));
      // A render error is also an error of the area (React keeps what a boundary caught from the window).
      if (fallbackReasonOf(error) === 'render-error' && errors < MAX_ERRORS_PER_PAGE && random() < sampling.errors) {
        errors += 1;
        queue.push({ kind: 'error', ...tagsOf(area, options.currentRoute().route), source: 'error' });
      }
    },
    fallback(area, where, reason) {
      if (random() >= sampling.fallbacks) return;
      queue.push({ kind: 'fallback', ...tagsOf(area, options.currentRoute().route), where, reason });
    },
    flush() {
      for (const body of batchesOf(queue.splice(0))) options.send(body);
    },
  };
  return reporter;
}

/** Splits events into JSON bodies of at most MAX_EVENTS_PER_BEACON events and MAX_BEACON_BYTES each. */
export function batchesOf(events: readonly FieldEvent[]): string[] {
  const bodies: string[] = [];
  let batch: string[] = [];
  let bytes = 0;
  const close = () => {
    if (batch.length > 0) bodies.push(`{"events":[${batch.join(',')}]}`);
    batch = [];
    bytes = 0;
  };
  for (const event of events) {
    const json = JSON.stringify(event);
    // 14 bytes of envelope, 1 comma per event; the tags are ASCII, so characters are bytes.
    if (batch.length === MAX_EVENTS_PER_BEACON || bytes + json.length + 1 + 14 > MAX_BEACON_BYTES) close();
    batch.push(json);
    bytes += json.length + 1;
  }
  close();
  return bodies;
}
