import type { HttpClient, ThirdPartyConfig } from '@storefront/shared-contracts';
import { isBot } from './bots';
import { createReferralTracker } from './referral';
import { appendScript, createThirdPartyLoader } from './third-party';

/**
 * What runs only after the visitor entered (spec 2.4 gate): referral tracking, and third-party
 * scripts when they allowed analytical and marketing cookies. Loaded as its own chunk at that moment.
 */
export function startTrackers({
  http,
  thirdParty,
  cookiesAllowed,
  routeChangesBefore,
}: {
  http: HttpClient;
  thirdParty: ThirdPartyConfig;
  cookiesAllowed: boolean;
  /** Route changes the page saw before this chunk arrived. */
  routeChangesBefore: number;
}) {
  const referral = createReferralTracker({
    href: () => window.location.href,
    ownHostname: window.location.hostname,
    documentReferrer: document.referrer,
    cookies: () => document.cookie,
    local: localStorage,
    session: sessionStorage,
    post: (url, data) => http.request({ url, method: 'POST', data }),
    // Spec 7: a failed report is only logged.
    log: (error) => console.error('referral report failed', error),
    now: Date.now,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  });
  const scripts = createThirdPartyLoader({
    config: thirdParty,
    consented: cookiesAllowed,
    bot: isBot(navigator.userAgent),
    now: Date.now,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    loadScript: appendScript,
    routeChangesBefore,
  });
  scripts.start();
  referral.navigated();
  return {
    navigated() {
      referral.navigated();
      scripts.routeChanged();
    },
  };
}
