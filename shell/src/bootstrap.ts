import {
  COOKIES,
  COMMAND_OWNERS,
  createEventBus,
  createLazyHttpClient,
  createStorefrontStore,
  resolveRoute,
  type StorefrontState,
} from '@storefront/shared-contracts';
import { FRAME_AREAS } from './areas/frame-areas';
import { frameState } from './boot/initial-state';
import { silenceConsole } from './boot/console';
import { inlinedBootData, readBootData } from './boot/read-boot-data';
import { preloadOnIntent, whenIdle, yieldToMain } from './boot/intent-preload';
import { createAreaLoader } from './federation/area-loader';
import './federation/area-only-singletons';
import { loadShellMessages } from './i18n/messages';
import { bootMark } from './boot/marks';
import { claimEarlyPage } from './boot/early-page';
import { listenForErrors } from './field/field-inbox';

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

/**
 * Start-up in the browser: boot data, store and the route's area first (its remote loads while React
 * and the page frame arrive as their own chunk), then hydration.
 */
async function start() {
  bootMark('sf:boot');
  await claimEarlyPage(window as unknown as Record<string, unknown>);
  listenForErrors(window);
  silenceConsole(document.cookie);
  const pagePath = window.location.pathname;
  const { storefront, language, owner } = resolveRoute(pagePath, readCookie(COOKIES.region));
  // React DOM, then the frame that mounts with it: evaluated in two tasks.
  const mounting = import('react-dom/client').then(() => yieldToMain()).then(() => import('./app/mount-app'));
  const [boot, messages] = await Promise.all([
    readBootData(storefront, language, inlinedBootData()),
    loadShellMessages(language, storefront),
  ]);

  // axios loads with the first request: a server-rendered page needs none until the shopper acts.
  const http = createLazyHttpClient({ withCredentials: true, timeout: 15_000 }, () => import('axios'));
  // A command nobody handles yet (add to cart before the cart area is in) loads its owning area.
  const bus = createEventBus({
    onCommandQueued: (name) => {
      const owner = COMMAND_OWNERS[name];
      if (owner && owner !== 'shell') loader.load(owner).catch(() => undefined);
    },
  });
  // A server-rendered page brings the state it rendered with: start from it and fetch nothing again.
  const rendered = boot.rendered;
  const store = createStorefrontStore({
    http,
    bus,
    preloadedState: rendered
      ? (rendered.state as StorefrontState)
      : {
          shared: frameState({
            storefront,
            language,
            settings: boot.settings,
            country: boot.country,
            cookie: readCookie,
          }),
        },
  });
  bootMark('sf:store');
  const loader = createAreaLoader(
    boot.remotes.remotes,
    { store, bus, http },
    // After the page hydrated, an area loaded for the first time checks the pointer (a deploy may have happened).
    { checkBeforeLoad: () => document.getElementById('root')?.getAttribute('data-hydrated') === 'true' },
  );
  const ownerLoad = owner ? loader.load(owner).catch(() => undefined) : Promise.resolve();

  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  const { mountApp } = await mounting;
  bootMark('sf:mount');
  await mountApp({ container, store, bus, http, loader, boot, storefront, language, messages, owner, ownerLoad });

  preloadOnIntent(document, (area) => loader.preload(area));
  // Frame areas (the cart count) the server could not prefetch load at idle; the others wait for intent.
  const prefetched = rendered?.frameAreas ?? [];
  whenIdle(() => {
    for (const area of FRAME_AREAS) if (!prefetched.includes(area)) loader.load(area).catch(() => undefined);
  });
  // Field measurements (and the Web Vitals library) load at idle: nothing of them before the page is interactive.
  whenIdle(() => {
    void import(/* webpackChunkName: "field" */ './field/start-field-reporting').then(({ startFieldReporting }) =>
      startFieldReporting({
        boot,
        storefront,
        pagePath,
        vitalsAllowed: () => store.getState().shared.consent.cookies,
      }),
    );
  });
}

void start();
