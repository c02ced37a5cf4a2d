import { screen, within } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { apiPaths, createStorefrontStore, initialSharedState, type BlogEntry } from '@storefront/shared-contracts';
import { contentApi } from '../api/content-api';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import { exampleCategoryEntry, examplePost } from '../testing/example-blog';
import BlogSlugPage from './blog-slug-page';

function show(slug: string, entry: BlogEntry, { storefront = 'en' as 'en' | 'de', messages = en } = {}) {
  const iso = storefront === 'de' ? 'de-de' : 'en-en';
  const { http } = fakeHttp({
    [`GET ${apiPaths.blogEntry(iso, slug)}?lang=${storefront}`]: { status: 200, data: entry },
  });
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ storefront, language: storefront }) },
  });
  store.inject(contentApi);
  renderWithProviders(<BlogSlugPage params={{ slug }} />, { store, http, messages });
}

describe('BlogSlugPage', () => {
  it('shows a post with its table of contents, dates, minutes read, author card and related posts', async () => {
    show('paper-towel', { kind: 'post', post: examplePost() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'How to germinate seeds with a paper towel',
    );
    const toc = screen.getByTestId('post-toc');
    expect(within(toc).getByRole('link', { name: 'Step by step' })).toHaveAttribute('href', '#step-by-step');
    expect(screen.getByRole('heading', { level: 2, name: 'Step by step' })).toHaveAttribute('id', 'step-by-step');
    expect(screen.getAllByTestId('minutes-read')[0]).toHaveTextContent('3 min read');
    const dates = screen.getByTestId('post-dates');
    expect(dates).toHaveTextContent('Written on March 1, 2023');
    expect(dates).toHaveTextContent('Published on March 6, 2023');
    expect(dates).toHaveTextContent('Updated on April 2, 2023');
    const author = screen.getByTestId('author-card');
    expect(within(author).getByRole('link', { name: 'Mara Jansen' })).toHaveAttribute('href', '/authors/mara-jansen');
    expect(
      within(screen.getByTestId('related-posts')).getByRole('link', { name: 'Soaking seeds in water' }),
    ).toHaveAttribute('href', '/blog/soaking-seeds');
    expect(screen.queryByTestId('post-fallback')).toBeNull();
  });

  it('marks an English fallback on a German page with lang="en" and says so', async () => {
    show('paper-towel', { kind: 'post', post: examplePost({ languages: ['en'] }) }, { storefront: 'de', messages: de });
    expect(await screen.findByTestId('post-fallback')).toHaveTextContent(de['content.blog.notTranslated']);
    expect(screen.getByTestId('post-body').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('navigation', { name: 'Brotkrumen' })).toBeInTheDocument();
    expect(screen.getByTestId('author-card')).toHaveAttribute('lang', 'en');
  });

  it('shows a post category with its posts', async () => {
    show('germination', exampleCategoryEntry());
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Germination');
    expect(screen.getByText('6 posts')).toBeInTheDocument();
    expect(screen.getAllByTestId('post-card')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Germination (6)' })).toHaveAttribute('aria-current', 'page');
  });
});
