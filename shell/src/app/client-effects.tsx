import { useStorefrontSelector } from '@storefront/shared-contracts';
import { useEffect, useRef } from 'react';
import type { HttpClient } from '@storefront/shared-contracts';
import { useLocation } from '@storefront/shared-ui';
import {
  createLazyBackgrounds,
  LAZY_BACKGROUND_RESCAN_MS,
  setUpStickyElements,
  STICKY_SETUP_AFTER_LOAD_MS,
  STICKY_SETUP_AFTER_NAVIGATION_MS,
} from '../ui/page-helpers';
import { useScrollRestoration } from '../routing/scroll-restoration';
import { useShellConfig } from './shell-config';

type Trackers = { navigated(): void };

/**
 * The browser-only behaviours of every page, on the spec's timings: sticky elements, lazy background
 * images, the scroll position across navigations, and (after entry) referral tracking and third-party scripts.
 * Renders nothing.
 */
export function ClientEffects({ http }: { http: HttpClient }) {
  const location = useLocation();
  useScrollRestoration();
  const consent = useStorefrontSelector((state) => state.shared.consent);
  const { thirdParty } = useShellConfig();
  const trackers = useRef<Trackers | null>(null);
  const scan = useRef<(() => void) | null>(null);
  const firstPage = useRef(true);
  const routeChanges = useRef(0);

  useEffect(() => {
    if (!consent.entered || trackers.current) return;
    void import(/* webpackChunkName: "trackers" */ '../tracking/trackers').then(({ startTrackers }) => {
      trackers.current ??= startTrackers({
        http,
        thirdParty,
        cookiesAllowed: consent.cookies,
        routeChangesBefore: routeChanges.current,
      });
    });
  }, [consent.entered, consent.cookies, http, thirdParty]);

  useEffect(() => {
    const first = firstPage.current;
    firstPage.current = false;
    if (typeof IntersectionObserver !== 'undefined') scan.current ??= createLazyBackgrounds();
    const sticky = window.setTimeout(
      () => setUpStickyElements(),
      first ? STICKY_SETUP_AFTER_LOAD_MS : STICKY_SETUP_AFTER_NAVIGATION_MS,
    );
    const backgrounds = window.setTimeout(() => scan.current?.(), first ? 0 : LAZY_BACKGROUND_RESCAN_MS);
    if (!first) {
      routeChanges.current += 1;
      trackers.current?.navigated();
    }
    return () => {
      window.clearTimeout(sticky);
      window.clearTimeout(backgrounds);
    };
  }, [location.key]);

  return null;
}
