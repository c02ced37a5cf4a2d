import {
  COOKIES,
  COMMAND_OWNERS,
  createEventBus,
  createLazyHttpClient,
  createStorefrontStore,
  resolveRoute,
  whenIdle,
  type AreaSetupContext,
  type StorefrontState,
} from '@storefront/shared-contracts';
import { FRAME_AREAS } from './areas/frame-areas';
import { frameState } from './boot/initial-state';
import { silenceConsole } from './boot/console';
import { inlinedBootData, readBootData } from './boot/read-boot-data';
import { preloadMarked, preloadOnIntent, yieldToMain } from './boot/intent-preload';
import { pageHydrated } from './boot/page-hydrated';
import { createAreaLoader } from './federation/area-loader';
import './federation/area-only-singletons';
import { loadShellMessages } from './i18n/messages';
import { bootMark } from './boot/marks';
import { claimEarlyPage } from './boot/early-page';
import { receiveEarlyAdds } from './boot/early-adds';
import { openDrawerAreas } from './boot/open-drawers';
import { loadSlot, type StartedSlot } from './areas/load-slot';
import { listenForErrors } from './field/field-inbox';

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

/**
 * Start-up in the browser: boot data, the route's area and React with the page frame load side by side (the area's
 * code runs as it arrives; its setup waits for the store), then the page's state is read into the store, then
 * hydration.
 */
async function start() {
  bootMark('sf:boot');
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
  // Named, so it is not counted as start-up (build-tools lists unnamed lazy chunks for the edge to preload).
  const http = createLazyHttpClient(
    { withCredentials: true, timeout: 15_000 },
    () => import(/* webpackChunkName: "axios" */ 'axios'),
  );
  // A command nobody handles yet (add to cart before the cart area is in) loads its owning area.
  const bus = createEventBus({
    onCommandQueued: (name) => {
      const owner = COMMAND_OWNERS[name];
      if (owner && owner !== 'shell') loader.load(owner).catch(() => undefined);
    },
  });
  let giveContext!: (context: AreaSetupContext) => void;
  const setupContext = new Promise<AreaSetupContext>((resolve) => (giveContext = resolve));
  const loader = createAreaLoader(boot.remotes.remotes, setupContext, {
    // After the page hydrated, an area loaded for the first time checks the pointer (a deploy may have happened).
    checkBeforeLoad: () => document.getElementById('root')?.getAttribute('data-hydrated') === 'true',
  });
  const ownerLoad = owner ? loader.load(owner).catch(() => undefined) : Promise.resolve();
  // A drawer the tap that started the shop opened (the chat, the cart): its content is what the shopper waits for.
  const startedSlots: StartedSlot[] = openDrawerAreas(document)
    .filter((area) => loader.isActive(area.name))
    .map(({ name, slot }) => {
      const content = loadSlot(loader, name, slot, { language, storefront });
      // A failure is the slot's to show (as the area's fallback, once rendered), not an unhandled error meanwhile.
      content.catch(() => undefined);
      return { area: name, slot, content };
    });
  const { mountApp } = await mounting;

  // Until here the page's loader answered the shopper by itself (a listing's filter change fetched in place, an
  // add to cart with its counts): the page is read only now, with all but hydration ready, so a tap during the
  // downloads keeps those answers; an answer on its way is awaited, and the page read as it will be on screen.
  await claimEarlyPage(window as unknown as Record<string, unknown>);
  const current = inlinedBootData();
  const page = current === undefined ? boot : await readBootData(storefront, language, current);
  // A server-rendered page brings the state it rendered with: start from it and fetch nothing again.
  const rendered = page.rendered;
  const store = createStorefrontStore({
    http,
    bus,
    preloadedState: rendered
      ? (rendered.state as StorefrontState)
      : {
          shared: frameState({
            storefront,
            language,
            settings: page.settings,
            country: page.country,
            cookie: readCookie,
          }),
        },
  });
  giveContext({ store, bus, http });
  bootMark('sf:store');
  // An add the page's loader sent once the page was read: the header's count follows its answer once the page is
  // hydrated, and the cart area (loaded for it if need be) fetches the cart it changed.
  receiveEarlyAdds((counts) => {
    bus.emit('cart:changed', counts);
    bus.emit('cart:reload', {});
  });

  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  bootMark('sf:mount');
  await mountApp({
    container,
    store,
    bus,
    http,
    loader,
    boot: page,
    storefront,
    language,
    messages,
    owner,
    ownerLoad,
    startedSlots,
  });

  preloadOnIntent(document, (area) => loader.preload(area));
  // Once the page is hydrated and quiet: axios, which the shopper's first action on any page needs (on a phone its
  // download and start-up were 300 ms of a filter change), and the area of the page's main action (add to cart on
  // a product page, which then fetches its modal), so a tap waits for the api alone.
  void pageHydrated.then(() =>
    whenIdle(() => {
      http.warm?.();
      preloadMarked(document, (area) => loader.preload(area));
    }),
  );
  // Frame areas (the cart count) the server could not prefetch load at idle; the others wait for intent.
  const prefetched = rendered?.frameAreas ?? [];
  whenIdle(() => {
    for (const area of FRAME_AREAS) if (!prefetched.includes(area)) loader.load(area).catch(() => undefined);
  });
  // Field measurements (and the Web Vitals library) load at idle: nothing of them before the page is interactive.
  whenIdle(() => {
    void import(/* webpackChunkName: "field" */ './field/start-field-reporting').then(({ startFieldReporting }) =>
      startFieldReporting({
        boot: page,
        storefront,
        pagePath,
        vitalsAllowed: () => store.getState().shared.consent.cookies,
      }),
    );
  });
}

void start();
