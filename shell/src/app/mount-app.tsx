import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  intlLocaleFor,
  type BootData,
  type EventBus,
  type HttpClient,
  type Language,
  type RemoteName,
  type StorefrontCode,
  type StorefrontStore,
} from '@storefront/shared-contracts';
import { BrowserRouter } from '@storefront/shared-ui';
import { createShellRuntime, type AreaSource } from '../areas/shell-runtime';
import type { StartedSlot } from '../areas/load-slot';
import { releaseEarlyAdds } from '../boot/early-adds';
import { markPageHydrated } from '../boot/page-hydrated';
import { EARLY_CLICKS_RELEASE_MS, releaseEarlyClicks } from '../boot/early-clicks';
import { holdEarlyInputs, releaseEarlyInputs } from '../boot/early-inputs';
import { yieldToMain } from '../boot/intent-preload';
import { bootMark } from '../boot/marks';
import { shellApi } from '../layout/newsletter/newsletter-api';
import { createPageLoading } from '../ui/page-loading';
import { App } from './app';

const HYDRATION_WAIT_MS = 3000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface MountOptions {
  container: HTMLElement;
  store: StorefrontStore;
  bus: EventBus;
  http: HttpClient;
  loader: AreaSource;
  boot: BootData;
  storefront: StorefrontCode;
  language: Language;
  messages: Record<string, string>;
  /** The route's area and its load, started before this chunk arrived. */
  owner: RemoteName | null;
  ownerLoad: Promise<unknown>;
  /** Slots of drawers the shopper opened before the boot, already loading. */
  startedSlots?: StartedSlot[];
}

/**
 * The browser's first use of `Intl` loads its locale data (about 20 ms on a fast machine, 110-145 ms on a phone
 * profile). The page's boot script has it loaded by a worker, off this thread (edge/src/pages/intl-warm.ts), and then
 * this costs a millisecond; where no worker ran, it is done here in a task of its own, not added to the hydration
 * step that creates react-intl's formatters.
 */
export function warmUpIntl(locale: string): void {
  try {
    Intl.NumberFormat.supportedLocalesOf(locale);
    new Intl.NumberFormat(locale).format(0);
  } catch {
    // An invalid locale is react-intl's to report.
  }
}

/**
 * Hydrates the server's HTML (or renders, when the page came without it). Loaded as its own chunk
 * after the store and the area's load are under way, so start-up runs as several short tasks.
 */
export async function mountApp({
  container,
  store,
  bus,
  http,
  loader,
  boot,
  storefront,
  language,
  messages,
  owner,
  ownerLoad,
  startedSlots = [],
}: MountOptions) {
  const rendered = boot.rendered;
  const intlLocale = intlLocaleFor(storefront, language);
  store.inject(shellApi);
  const runtime = createShellRuntime(
    loader,
    { language, storefront },
    { serverRendered: Boolean(rendered), initiallyFailed: rendered?.failedAreas ?? [], started: startedSlots },
  );
  const app = (
    <App
      store={store}
      bus={bus}
      http={http}
      config={{ routeRules: boot.routeRules, thirdParty: boot.thirdParty }}
      pageLoading={createPageLoading()}
      runtime={runtime}
      storefront={storefront}
      intlLocale={intlLocale}
      messages={messages}
      router={(children) => <BrowserRouter>{children}</BrowserRouter>}
    />
  );
  // Clicks held since the page was shown are replayed once its content has hydrated (HydrationMarker),
  // or after a while whatever happens.
  setTimeout(() => {
    releaseEarlyInputs();
    releaseEarlyClicks();
    releaseEarlyAdds();
    markPageHydrated();
  }, EARLY_CLICKS_RELEASE_MS);
  if (!rendered) {
    createRoot(container).render(app);
    return;
  }
  // Hydrate once the area is in (briefly: the frame must become interactive even if the remote is slow),
  // so its page hydrates in the same pass as the frame around it.
  if (owner && !rendered.failedAreas.includes(owner)) await Promise.race([ownerLoad, delay(HYDRATION_WAIT_MS)]);
  await yieldToMain();
  warmUpIntl(intlLocale);
  await yieldToMain();
  bootMark('sf:hydrate');
  // Hydration sets controlled fields back to their state: what the shopper typed so far is given back after it.
  holdEarlyInputs(container);
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
