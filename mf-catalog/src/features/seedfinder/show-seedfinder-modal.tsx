import {
  EventBusContext,
  STOREFRONTS,
  buildPath,
  intlLocaleFor,
  type EventBus,
  type StorefrontCode,
  type StorefrontStore,
} from '@storefront/shared-contracts';
import { IntlProvider, theme, useIntl } from '@storefront/shared-ui';
import { Modal } from '@storefront/shared-ui/modal';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { Seedfinder } from './components/seedfinder';
import { seedfinderMessages } from './i18n/messages';

let root: Root | null = null;

function SeedfinderModal({
  open,
  onClose,
  storefront,
}: {
  open: boolean;
  onClose: () => void;
  storefront: StorefrontCode;
}) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'catalog.seedfinder.title' })}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'catalog.seedfinder.close' })}
      testId="seedfinder-modal"
    >
      <Seedfinder
        initialAnswers={{}}
        compact
        // The modal lives outside the page's router: its links load the page they lead to.
        renderProductLink={(slug, children) => (
          <a href={buildPath('product-slug', storefront, { slug })} data-testid="product-card">
            {children}
          </a>
        )}
      />
    </Modal>
  );
}

/**
 * Opens the Seedfinder over any page (`catalog:open-seedfinder`, from the shell's menu or the home page). The
 * catalogue area has no place in the shell's layout for it, so it draws it in a root of its own at the end of
 * the body (created the first time); each opening starts a new quiz.
 */
export function showSeedfinderModal({ store, bus }: { store: StorefrontStore; bus: EventBus }): void {
  if (!root) {
    const container = document.createElement('div');
    container.setAttribute('data-area', 'mf_catalog');
    document.body.appendChild(container);
    root = createRoot(container);
  }
  const { storefront, language } = store.getState().shared;
  const regional = storefront === 'uk' && STOREFRONTS.uk.language === language ? seedfinderMessages.uk : undefined;
  const messages = { ...(seedfinderMessages[language] ?? seedfinderMessages.en), ...regional };
  const opened = Date.now();
  const render = (open: boolean) =>
    root?.render(
      <Provider store={store as never}>
        <IntlProvider locale={intlLocaleFor(storefront, language)} messages={messages} onError={() => undefined}>
          <ThemeProvider theme={theme}>
            <EventBusContext.Provider value={bus}>
              <SeedfinderModal key={opened} open={open} onClose={() => render(false)} storefront={storefront} />
            </EventBusContext.Provider>
          </ThemeProvider>
        </IntlProvider>
      </Provider>,
    );
  render(true);
}
