import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import styled, { ThemeProvider } from 'styled-components';
import { EventBusContext, type EventBus, type StorefrontCode, type StorefrontStore } from '@storefront/shared-contracts';
import { theme } from '@storefront/shared-ui';
import { ShellRuntimeContext, type ShellRuntime } from '../areas/shell-runtime';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { Panels } from '../layout/panels';
import { RouteOutlet } from '../routing/route-outlet';
import { ToastHost } from '../toasts/toast-host';
import { GlobalStyle } from './global-style';

const Main = styled.main`
  max-width: ${({ theme: t }) => t.maxWidth};
  margin: 0 auto;
  padding: ${({ theme: t }) => t.space(4)};
  min-height: 60vh;
`;

export interface AppProps {
  store: StorefrontStore;
  bus: EventBus;
  runtime: ShellRuntime;
  storefront: StorefrontCode;
  intlLocale: string;
  messages: Record<string, string>;
  /** BrowserRouter in the browser, StaticRouter on the server. */
  router: (children: ReactNode) => ReactNode;
}

/** The whole page: providers, layout and the area of the current route. Free of browser globals. */
export function App({ store, bus, runtime, storefront, intlLocale, messages, router }: AppProps) {
  return (
    <Provider store={store as never}>
      <IntlProvider locale={intlLocale} messages={messages} defaultLocale="en">
        <ThemeProvider theme={theme}>
          <EventBusContext.Provider value={bus}>
            <ShellRuntimeContext.Provider value={runtime}>
              <GlobalStyle />
              {router(
                <>
                  <Header storefront={storefront} />
                  <Main id="main">
                    <RouteOutlet />
                  </Main>
                  <Footer />
                  <Panels />
                  <ToastHost />
                </>,
              )}
            </ShellRuntimeContext.Provider>
          </EventBusContext.Provider>
        </ThemeProvider>
      </IntlProvider>
    </Provider>
  );
}
