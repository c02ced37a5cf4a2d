import { apiPaths, COOKIES, type ReferralResponse } from '@storefront/shared-contracts';
import { cookieValue, readExpiring, writeExpiring } from './storage';

/** Spec 9: the report goes 3000 ms after a navigation; the ids live 90 days. */
export const REFERRAL_DELAY_MS = 3000;
export const AFFILIATE_ID_TTL_MS = 3600 * 24 * 90 * 1000;
export const REFERRAL_TRACKED_KEY = 'referral-tracked';
/** Spec 3 local-storage keys. */
export const AFFILIATE_ID_KEY = 'pap_a_id';
export const VISITOR_ID_KEY = 'pap_v_id';

export interface ReferralEnvironment {
  /** `location.href` of the page. */
  href: () => string;
  ownHostname: string;
  documentReferrer: string;
  cookies: () => string;
  local: Pick<Storage, 'getItem' | 'setItem'>;
  session: Pick<Storage, 'getItem' | 'setItem'>;
  post: (url: string, body: unknown) => Promise<{ status: number; data: unknown }>;
  log: (error: unknown) => void;
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

function hostnameOf(address: string | null): string {
  if (!address) return '';
  try {
    return new URL(address).hostname;
  } catch {
    return '';
  }
}

/**
 * Spec 5 and 7 referral tracking. After each navigation (latest wins) it waits REFERRAL_DELAY_MS; then,
 * unless this browser session already reported, it reports `{ a_aid, refer_domain, url }` when the URL
 * has a non-empty a_aid or the referrer (originalreferer cookie, else document.referrer) is another
 * site. A 200 stores pap_a_id and pap_v_id for 90 days (an empty a_id never replaces a stored, unexpired
 * affiliate); a failure is only logged; either way the session is marked tracked.
 */
export function createReferralTracker(env: ReferralEnvironment) {
  let pending: unknown = null;

  async function report() {
    if (env.session.getItem(REFERRAL_TRACKED_KEY) === 'true') return;
    const url = env.href();
    const affiliateId = new URL(url).searchParams.get('a_aid')?.trim() ?? '';
    const referrerHost = hostnameOf(cookieValue(env.cookies(), COOKIES.originalReferer) ?? env.documentReferrer);
    const foreignReferrer = referrerHost !== '' && referrerHost !== env.ownHostname;
    if (!affiliateId && !foreignReferrer) return;
    try {
      const response = await env.post(apiPaths.referral(), { a_aid: affiliateId, refer_domain: referrerHost, url });
      if (response.status === 200) {
        const { data } = response.data as ReferralResponse;
        const now = env.now();
        // An answer without an affiliate must not wipe one this browser still holds; that one keeps its own expiry.
        if (data.a_id !== '' || !readExpiring(env.local, AFFILIATE_ID_KEY, now)) {
          writeExpiring(env.local, AFFILIATE_ID_KEY, data.a_id, AFFILIATE_ID_TTL_MS, now);
        }
        writeExpiring(env.local, VISITOR_ID_KEY, data.v_id, AFFILIATE_ID_TTL_MS, now);
      }
    } catch (error) {
      env.log(error);
    } finally {
      env.session.setItem(REFERRAL_TRACKED_KEY, 'true');
    }
  }

  return {
    /** Call on every route change (and on the first page). */
    navigated() {
      if (pending !== null) env.clearTimeout(pending);
      pending = env.setTimeout(() => {
        pending = null;
        void report();
      }, REFERRAL_DELAY_MS);
    },
  };
}
