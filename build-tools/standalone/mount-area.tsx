/**
 * Mounts one area on its own, with the same providers the shell gives it, so its team can run it alone:
 * `npm start -w @storefront/mf-catalog` (the api must run on :4000; the dev server proxies /api).
 */
import axios from 'axios';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import {
  apiPaths,
  createEventBus,
  createStorefrontStore,
  EventBusContext,
  initialSharedState,
  intlLocaleFor,
  matchRoute,
  STOREFRONTS,
  type AreaModule,
  type PageProps,
  type SlotId,
} from '@storefront/shared-contracts';
import { settingsSchema } from '@storefront/shared-contracts/schemas';
import { BrowserRouter, Link, theme, useLocation } from '@storefront/shared-ui';

function Outlet({ area }: { area: AreaModule }) {
  const location = useLocation();
  const match = matchRoute(location.pathname);
  const page = area.pages?.[match.routeId];
  const Page = useMemo(() => (page ? lazy(page.load) : null), [page]) as ComponentType<PageProps> | null;
  if (!Page) {
    return (
      <p>
        This area has no page at {location.pathname}. Its pages: {Object.keys(area.pages ?? {}).join(', ') || 'none'}.{' '}
        <Link to="/">Home</Link>
      </p>
    );
  }
  return (
    <Suspense fallback={<p>Loading...</p>}>
      <Page key={location.pathname} params={match.params} />
    </Suspense>
  );
}

function Slots({ area }: { area: AreaModule }) {
  const slots = useMemo(
    () =>
      Object.entries(area.slots ?? {}).map(
        ([id, load]) => [id, lazy(load as () => Promise<{ default: ComponentType }>)] as const,
      ),
    [area],
  );
  return (
    <>
      {slots.map(([id, Slot]) => (
        <aside key={id} style={{ borderTop: '1px dashed #999', marginTop: 24, paddingTop: 12 }}>
          <h2>Slot {id as SlotId}</h2>
          <Suspense fallback={<p>Loading...</p>}>
            <Slot />
          </Suspense>
        </aside>
      ))}
    </>
  );
}

export async function mountStandalone(area: AreaModule): Promise<void> {
  const { storefront } = matchRoute(window.location.pathname);
  const { iso, language } = STOREFRONTS[storefront];
  const http = axios.create({ withCredentials: true });
  const settings = await http
    .get(apiPaths.settings(iso))
    .then((r) => settingsSchema.parse(r.data))
    .catch(() => null);
  const bus = createEventBus();
  bus.on('ui:toast', (toast) => window.alert(`${toast.kind}: ${toast.message}`));
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ storefront, language, settings }) },
  });
  area.setup?.({ store, bus, http });
  const messages = await area.messages(language, storefront);
  createRoot(document.getElementById('root')!).render(
    <Provider store={store as never}>
      <IntlProvider locale={intlLocaleFor(storefront, language)} messages={messages}>
        <ThemeProvider theme={theme}>
          <EventBusContext.Provider value={bus}>
            <BrowserRouter>
              <Outlet area={area} />
              <Slots area={area} />
            </BrowserRouter>
          </EventBusContext.Provider>
        </ThemeProvider>
      </IntlProvider>
    </Provider>,
  );
}
