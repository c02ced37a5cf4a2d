import { screen, within } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { apiPaths, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { contentApi } from '../api/content-api';
import de from '../i18n/de.json';
import { examplePost } from '../testing/example-blog';
import AuthorsPage from './authors-page';

describe('AuthorsPage', () => {
  it('lists the authors, each linking to their page, in German on /de', async () => {
    const author = { ...examplePost().author, role: 'Leitende Gärtnerin', language: 'de' as const };
    const { http } = fakeHttp({
      [`GET ${apiPaths.authors('de-de')}?lang=de`]: { status: 200, data: { authors: [author] } },
    });
    const store = createStorefrontStore({
      http,
      preloadedState: { shared: initialSharedState({ storefront: 'de', language: 'de' }) },
    });
    store.inject(contentApi);
    renderWithProviders(<AuthorsPage />, { store, http, messages: de });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Autoren');
    const card = await screen.findByTestId('author-card');
    expect(within(card).getByRole('link', { name: 'Mara Jansen' })).toHaveAttribute('href', '/de/autoren/mara-jansen');
    expect(card).toHaveTextContent('Leitende Gärtnerin');
    expect(card).toHaveTextContent('6 Beiträge im Blog');
  });
});
