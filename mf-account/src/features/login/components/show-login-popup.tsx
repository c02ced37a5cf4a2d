import { EventBusContext, type EventBus, type StorefrontStore } from '@storefront/shared-contracts';
import { IntlProvider, theme } from '@storefront/shared-ui';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { LoginPopup, type LoginReason } from './login-popup';

export interface PopupContext {
  store: StorefrontStore;
  bus: EventBus;
  locale: string;
  messages: Record<string, string>;
}

let root: Root | null = null;

/**
 * Opens the login popup from anywhere (`account:open-login`). The account area has no place in the shell's
 * layout for it, so it draws it in a root of its own at the end of the body (created the first time).
 */
export function showLoginPopup({ store, bus, locale, messages }: PopupContext, reason: LoginReason): void {
  if (!root) {
    const container = document.createElement('div');
    container.setAttribute('data-area', 'mf_account');
    document.body.appendChild(container);
    root = createRoot(container);
  }
  const render = (current: LoginReason | null) =>
    root?.render(
      <Provider store={store as never}>
        <IntlProvider locale={locale} messages={messages} onError={() => undefined}>
          <ThemeProvider theme={theme}>
            <EventBusContext.Provider value={bus}>
              <LoginPopup reason={current} onClose={() => render(null)} />
            </EventBusContext.Provider>
          </ThemeProvider>
        </IntlProvider>
      </Provider>,
    );
  render(reason);
}
