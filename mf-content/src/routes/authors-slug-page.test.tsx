import { screen } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { apiPaths, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { contentApi } from '../api/content-api';
import en from '../i18n/en.json';
import { exampleAuthorPage } from '../testing/example-blog';
import AuthorsSlugPage from './authors-slug-page';

function show(status = 200) {
  const { http } = fakeHttp({
    [`GET ${apiPaths.author('en-en', 'mara-jansen')}?lang=en`]: {
      status,
      data: status === 200 ? exampleAuthorPage() : { statusCode: status, code: 'NOT_FOUND', message: 'x' },
    },
  });
  const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront: 'en' }) } });
  store.inject(contentApi);
  renderWithProviders(<AuthorsSlugPage params={{ slug: 'mara-jansen' }} />, { store, http, messages: en });
}

describe('AuthorsSlugPage', () => {
  it('shows the author, their bio and their posts', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Mara Jansen');
    expect(screen.getByText('Mara runs our test garden.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Posts by Mara Jansen');
    expect(screen.getByRole('link', { name: 'How to germinate seeds with a paper towel' })).toHaveAttribute(
      'href',
      '/blog/paper-towel',
    );
  });

  it('says so when the author cannot be loaded', async () => {
    show(500);
    expect(await screen.findByRole('alert')).toHaveTextContent(en['content.page.error']);
  });
});
