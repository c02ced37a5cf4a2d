import { matchRoute, type BootData, type StorefrontCode } from '@storefront/shared-contracts';
import { onCLS, onINP, onLCP } from 'web-vitals';
import { FIELD_ENDPOINT } from './field-events';
import { drainFieldInbox } from './field-inbox';
import { createFieldReporter, type FieldSampling, type PageRoute } from './field-reporter';

export interface FieldReportingOptions {
  boot: BootData;
  storefront: StorefrontCode;
  /** The path the page was loaded on (the shopper may have navigated since). */
  pagePath: string;
  /** Whether the shopper allowed analytical cookies (read when a vital is reported). */
  vitalsAllowed: () => boolean;
  sampling?: Partial<FieldSampling>;
}

function routeOf(pathname: string): PageRoute {
  const match = matchRoute(pathname);
  return { route: match.routeId, area: match.routeId === 'catchAll' ? 'shell' : match.route.owner };
}

/** The shell build's version: the content hash in its entry file's name (`/shell/main.<hash>.js`). */
function shellVersion(): string {
  const script = document.querySelector<HTMLScriptElement>('script[src*="/shell/main."]');
  return /\/shell\/main\.([0-9a-f]+)\.js/.exec(script?.src ?? '')?.[1] ?? 'dev';
}

/**
 * Sends a batch as a beacon: the browser delivers it even while the page goes away. Where the beacon is refused
 * (a browser that allows only form types in a beacon, a full beacon queue), a keepalive fetch does the same.
 */
export function sendBeacon(body: string): void {
  try {
    if (navigator.sendBeacon?.(FIELD_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Refused by the browser: the fetch below.
  }
  void fetch(FIELD_ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}

/**
 * Starts the field reporter (loaded at idle, never before): counts this page load, reports the areas the
 * server had to render as fallbacks, takes over the errors held since start-up, measures LCP, INP and CLS,
 * and sends everything queued when the page is hidden or left. Nothing here listens to input.
 */
export function startFieldReporting({ boot, storefront, pagePath, vitalsAllowed, sampling }: FieldReportingOptions) {
  const reporter = createFieldReporter({
    storefront,
    pageRoute: routeOf(pagePath),
    currentRoute: () => routeOf(window.location.pathname),
    releases: boot.remotes.remotes,
    sides: boot.canary ?? {},
    shellVersion: shellVersion(),
    vitalsAllowed,
    ...(sampling ? { sampling } : {}),
    send: sendBeacon,
  });
  reporter.view();
  for (const area of boot.rendered?.failedAreas ?? [])
    reporter.fallback(area, 'server', boot.remotes.remotes[area] ? 'server-error' : 'disabled');
  drainFieldInbox(reporter);
  onLCP((metric) => reporter.vital('LCP', metric.value));
  onINP((metric) => reporter.vital('INP', metric.value));
  onCLS((metric) => reporter.vital('CLS', metric.value));
  // On the document, after web-vitals' own listeners on the window (capture), which report INP and CLS first.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  window.addEventListener('pagehide', () => reporter.flush());
  return reporter;
}
