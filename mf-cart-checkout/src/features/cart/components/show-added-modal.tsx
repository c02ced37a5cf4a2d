import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from '@storefront/shared-ui';
import { ThemeProvider } from 'styled-components';
import { buildPath, type CartLine, type StorefrontStore } from '@storefront/shared-contracts';
import { theme } from '@storefront/shared-ui';
import { AddedModal } from './added-modal';

export interface AddedModalContext {
  store: StorefrontStore;
  locale: string;
  messages: Record<string, string>;
}

let root: Root | null = null;

/**
 * Shows the add-to-cart modal. The cart area has no place in the shell's layout for it, so it draws it in
 * a root of its own at the end of the body (created on the first add; the modal is fixed above the page).
 */
export function showAddedModal({ store, locale, messages }: AddedModalContext, line: CartLine): void {
  if (!root) {
    const container = document.createElement('div');
    container.setAttribute('data-area', 'mf_cart_checkout');
    document.body.appendChild(container);
    root = createRoot(container);
  }
  const render = (current: CartLine | null) =>
    root?.render(
      <IntlProvider locale={locale} messages={messages} onError={() => undefined}>
        <ThemeProvider theme={theme}>
          <AddedModal
            line={current}
            onClose={() => render(null)}
            checkoutHref={buildPath('checkout', store.getState().shared.storefront)}
            onViewCart={() => {
              render(null);
              store.bus.emit('ui:open-panel', { panel: 'cart' });
            }}
          />
        </ThemeProvider>
      </IntlProvider>,
    );
  render(line);
}
