import { screen } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { apiPaths, createStorefrontStore, initialSharedState, STOREFRONTS } from '@storefront/shared-contracts';
import { exampleSettings } from '@storefront/shared-contracts/testing';
import { supportApi } from '../api/support-api';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import ContactPage from './contact-page';

function show({
  storefront = 'en',
  messages = en,
  status = 200,
}: { storefront?: 'en' | 'de'; messages?: Record<string, string>; status?: number } = {}) {
  const settings = exampleSettings();
  const { http } = fakeHttp({
    [`GET ${apiPaths.settings(STOREFRONTS[storefront].iso)}`]: {
      status,
      data: status === 200 ? settings : { statusCode: status, code: 'X', message: 'x' },
    },
  });
  const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront }) } });
  store.inject(supportApi);
  renderWithProviders(<ContactPage />, { store, http, messages });
  return settings;
}

describe('ContactPage', () => {
  it('shows its title and the data its prefetch loads', async () => {
    const settings = show();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en['support.contact.title']);
    expect(await screen.findByTestId('support-ships-to')).toHaveTextContent(
      `We ship to ${settings.region_countries.length} countries.`,
    );
  });

  it('speaks German on /de', async () => {
    show({ storefront: 'de', messages: de });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(de['support.contact.title']);
    expect(await screen.findByTestId('support-ships-to')).toHaveTextContent(/^Wir liefern in \d+ Länder\.$/);
  });

  it('says so when its data cannot be loaded', async () => {
    show({ status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent(en['support.page.error']);
  });
});
