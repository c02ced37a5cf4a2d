/** renderWithProviders: the providers the shell gives every area, for component tests. */
import { render } from '@testing-library/react';
import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import {
  createEventBus,
  createStorefrontStore,
  EventBusContext,
  initialSharedState,
  type EventBus,
  type SharedState,
  type StorefrontStore,
} from '@storefront/shared-contracts';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '@storefront/shared-ui';

export interface FakeResponse {
  status: number;
  data: unknown;
}

/**
 * An axios instance answering from a table of `METHOD /path` -> response, recording every request.
 * Unknown requests answer 404 so a test notices what it forgot.
 */
/** A JSON body as data; a form's (urlencoded, as axios sends URLSearchParams) as the string sent. */
function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function fakeHttp(routes: Record<string, FakeResponse | ((body: unknown) => FakeResponse)>) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const search = new URLSearchParams((config.params ?? {}) as Record<string, string>).toString();
    const query = search ? `?${search}` : '';
    const url = `${config.url ?? ''}${query}`;
    const body = typeof config.data === 'string' ? parsedBody(config.data) : config.data;
    requests.push({ method, url, body });
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${config.url ?? ''}`];
    const response =
      typeof route === 'function'
        ? route(body)
        : (route ?? { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } });
    const result = {
      data: response.data,
      status: response.status,
      statusText: String(response.status),
      headers: {},
      config,
    };
    if (response.status >= 400) {
      throw new axios.AxiosError(
        `Request failed with status ${response.status}`,
        String(response.status),
        config,
        null,
        result,
      );
    }
    return result;
  };
  return { http: axios.create({ adapter }), requests };
}

export interface RenderOptions {
  messages?: Record<string, string>;
  shared?: Partial<SharedState>;
  http?: AxiosInstance;
  route?: string;
  store?: StorefrontStore;
  bus?: EventBus;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const http = options.http ?? fakeHttp({}).http;
  const store =
    options.store ??
    createStorefrontStore({
      http,
      bus: options.bus ?? createEventBus(),
      preloadedState: { shared: initialSharedState(options.shared) },
    });
  // The store's bus unless a test brings its own: what components emit reaches the shared slice.
  const bus = options.bus ?? store.bus;
  const result = render(
    <Provider store={store as never}>
      <IntlProvider locale="en" messages={options.messages ?? {}} onError={() => undefined}>
        <ThemeProvider theme={theme}>
          <EventBusContext.Provider value={bus}>
            <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
          </EventBusContext.Provider>
        </ThemeProvider>
      </IntlProvider>
    </Provider>,
  );
  return { ...result, store, bus, http };
}
