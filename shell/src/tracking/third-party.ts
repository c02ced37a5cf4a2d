import type { ThirdPartyConfig } from '@storefront/shared-contracts';

/** Spec 9: the tag manager loads 3000 ms after start. */
export const TAG_MANAGER_DELAY_MS = 3000;
/** Spec 9: the marketing e-mail script loads on the 2nd route change. */
export const MARKETING_ROUTE_CHANGE = 2;
/** Spec 9: the session-recording script is injected only until this moment. */
export const SESSION_RECORDING_UNTIL = Date.parse('2025-09-13T23:59:59Z');

export interface ThirdPartyEnvironment {
  config: ThirdPartyConfig;
  /** The visitor passed the gate and allowed analytical and marketing cookies. */
  consented: boolean;
  bot: boolean;
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  /** Adds `<script async src>` once per URL. */
  loadScript: (src: string, id: string) => void;
  /** Route changes that happened before this loader was started (its code arrives after the page). */
  routeChangesBefore?: number;
}

/**
 * Third-party scripts on the spec's rules, only ever after entry with the cookie box checked: the
 * tag manager TAG_MANAGER_DELAY_MS after start and never for bots; the marketing e-mail script on the
 * MARKETING_ROUTE_CHANGE-th route change; session recording only before SESSION_RECORDING_UNTIL.
 */
export function createThirdPartyLoader(env: ThirdPartyEnvironment) {
  let routeChanges = env.routeChangesBefore ?? 0;
  const { tagManager, marketing, sessionRecording } = env.config;
  return {
    start() {
      if (!env.consented) return;
      if (tagManager && !env.bot) env.setTimeout(() => env.loadScript(tagManager, 'tag-manager'), TAG_MANAGER_DELAY_MS);
      if (sessionRecording && env.now() <= SESSION_RECORDING_UNTIL)
        env.loadScript(sessionRecording, 'session-recording');
      if (marketing && routeChanges >= MARKETING_ROUTE_CHANGE) env.loadScript(marketing, 'marketing-email');
    },
    /** Call on every route change after the first page. */
    routeChanged() {
      routeChanges += 1;
      if (env.consented && marketing && routeChanges === MARKETING_ROUTE_CHANGE)
        env.loadScript(marketing, 'marketing-email');
    },
  };
}

/** The browser's loadScript: one async script element per id. */
export function appendScript(src: string, id: string): void {
  if (document.getElementById(`third-party-${id}`)) return;
  const script = document.createElement('script');
  script.id = `third-party-${id}`;
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}
