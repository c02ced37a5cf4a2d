import { screen, within } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { apiPaths, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { contentApi } from '../api/content-api';
import en from '../i18n/en.json';
import { exampleBlogIndex } from '../testing/example-blog';
import BlogPage from './blog-page';

function show(status = 200) {
  const { http, requests } = fakeHttp({
    [`GET ${apiPaths.blog('en-en')}?lang=en`]: {
      status,
      data: status === 200 ? exampleBlogIndex() : { statusCode: status, code: 'X', message: 'x' },
    },
  });
  const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront: 'en' }) } });
  store.inject(contentApi);
  renderWithProviders(<BlogPage />, { store, http, messages: en });
  return requests;
}

describe('BlogPage', () => {
  it('shows the featured post, the latest posts and the categories', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');
    const featured = await screen.findByTestId('featured-post');
    expect(within(featured).getByRole('link', { name: 'The featured post' })).toHaveAttribute(
      'href',
      '/blog/featured-post',
    );
    expect(screen.getAllByTestId('post-card')).toHaveLength(3);
    expect(screen.getAllByText('3 min read')).toHaveLength(3);
    const categories = screen.getByRole('navigation', { name: 'Browse by category' });
    expect(within(categories).getByRole('link', { name: 'Germination (6)' })).toHaveAttribute(
      'href',
      '/blog/germination',
    );
  });

  it('says so when the blog cannot be loaded', async () => {
    show(500);
    expect(await screen.findByRole('alert')).toHaveTextContent(en['content.page.error']);
  });
});
