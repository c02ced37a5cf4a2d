import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { IntlProvider } from '@storefront/shared-ui';
import { Provider } from 'react-redux';
import styled, { ThemeProvider } from 'styled-components';
import {
  EventBusContext,
  type EventBus,
  type HttpClient,
  type StorefrontCode,
  type StorefrontStore,
} from '@storefront/shared-contracts';
import { IconLoaderContext, iconLoaderFor, theme, useLocation } from '@storefront/shared-ui';
import { ShellRuntimeContext, type ShellRuntime } from '../areas/shell-runtime';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { ChatLauncher } from '../layout/chat-launcher';
import { Panels } from '../layout/panels';
import { WishlistGuestPrompt } from '../layout/wishlist-guest';
import { Topbar } from '../layout/topbar';
import { LazyNotFoundPage as NotFoundPage } from '../not-found/lazy-not-found-page';
import { FatalBoundary } from '../routing/fatal-boundary';
import { MainContent } from '../routing/main-content';
import { ToastHost } from '../toasts/toast-host';
import { HydrateLater } from '../ui/hydrate-later';
import { LoadingBar, PageLoadingContext, type PageLoading } from '../ui/page-loading';
import { ClientEffects } from './client-effects';
import { GlobalStyle } from './global-style';
import { useGate } from './gate-state';
import { ShellConfigContext, type ShellConfig } from './shell-config';

const EntryGate = lazy(() => import(/* webpackChunkName: "entry-gate" */ '../consent/entry-gate'));

const Main = styled.main`
  max-width: ${({ theme: t }) => t.maxWidth};
  margin: 0 auto;
  padding: ${({ theme: t }) => t.space(4)};
  min-height: 60vh;
`;

export interface AppProps {
  store: StorefrontStore;
  bus: EventBus;
  http: HttpClient;
  runtime: ShellRuntime;
  config: ShellConfig;
  pageLoading: PageLoading;
  storefront: StorefrontCode;
  intlLocale: string;
  messages: Record<string, string>;
  /** BrowserRouter in the browser, StaticRouter on the server. */
  router: (children: ReactNode) => ReactNode;
}

/** The page frame around the route's area; inert behind the entry gate until the visitor enters. */
function Frame({ storefront, http }: { storefront: StorefrontCode; http: HttpClient }) {
  const gate = useGate(storefront);
  return (
    <>
      {/* The attribute keeps the shop unusable behind the gate, even without JavaScript. */}
      <div inert={gate ? true : undefined} data-testid="shop">
        <HydrateLater>
          <Topbar storefront={storefront} />
          <Header storefront={storefront} />
        </HydrateLater>
        <Main id="main">
          <MainContent />
        </Main>
        <HydrateLater>
          <Footer storefront={storefront} />
        </HydrateLater>
        {/* The drawers and dialogs a tap may have opened before the shop ran: hydrated in the frame's pass. */}
        <Panels />
        <WishlistGuestPrompt storefront={storefront} />
        <ChatLauncher />
      </div>
      <ToastHost />
      <LoadingBar />
      {gate ? (
        <Suspense fallback={null}>
          <EntryGate region={gate.region} />
        </Suspense>
      ) : null}
      <ClientEffects http={http} />
    </>
  );
}

/**
 * The frame, guarded: a render error in the frame itself (topbar, header, footer, drawers) would otherwise
 * blank the page; it shows the not-found page instead (spec 2.3), without the frame that failed, until the
 * next navigation. Errors in the route's content are caught closer, inside the frame (`MainContent`).
 */
export function GuardedFrame(props: { storefront: StorefrontCode; http: HttpClient }) {
  const location = useLocation();
  return (
    <FatalBoundary
      resetKey={location.key}
      fallback={
        <Main id="main">
          <NotFoundPage path={location.pathname} />
        </Main>
      }
    >
      <Frame {...props} />
    </FatalBoundary>
  );
}

/** The whole page: providers, layout and the area of the current route. Free of browser globals. */
export function App({
  store,
  bus,
  http,
  runtime,
  config,
  pageLoading,
  storefront,
  intlLocale,
  messages,
  router,
}: AppProps) {
  const icons = useMemo(() => iconLoaderFor(config.thirdParty.iconService), [config.thirdParty.iconService]);
  return (
    <Provider store={store as never}>
      <IntlProvider locale={intlLocale} messages={messages} defaultLocale="en">
        <ThemeProvider theme={theme}>
          <EventBusContext.Provider value={bus}>
            <ShellConfigContext.Provider value={config}>
              <ShellRuntimeContext.Provider value={runtime}>
                <PageLoadingContext.Provider value={pageLoading}>
                  <IconLoaderContext.Provider value={icons}>
                    <GlobalStyle />
                    {router(<GuardedFrame storefront={storefront} http={http} />)}
                  </IconLoaderContext.Provider>
                </PageLoadingContext.Provider>
              </ShellRuntimeContext.Provider>
            </ShellConfigContext.Provider>
          </EventBusContext.Provider>
        </ThemeProvider>
      </IntlProvider>
    </Provider>
  );
}
