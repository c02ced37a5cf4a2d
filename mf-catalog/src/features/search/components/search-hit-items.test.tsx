import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/build-tools/test-utils';
import { exampleSearchResponse } from '@storefront/shared-contracts/testing';
import en from '../../../i18n/en.json';
import { SearchPageResults } from './search-page-results';
import { SearchResults } from './search-results';

const results = exampleSearchResponse({ query: 'haze' });
const post = results.posts[0]!;
const collection = results.collections[0]!;
const page = results.pages[0]!;
const detailOf = (testId: string) => screen.getByTestId(testId).parentElement!.querySelector('small')?.textContent;

describe('the hits that are not strains, as the panel and the results page list them', () => {
  it('the panel: a post with its category, a collection without a line, a page with its summary', () => {
    const onNavigate = jest.fn();
    renderWithProviders(<SearchResults results={results} storefront="en" onNavigate={onNavigate} />, { messages: en });
    expect(detailOf('search-post')).toBe(post.category.name);
    expect(detailOf('search-collection')).toBeUndefined();
    expect(detailOf('search-page')).toBe(page.summary);
    fireEvent.click(screen.getByTestId('search-post'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('the results page: a post with its excerpt, a collection with its description, a page with its summary', () => {
    renderWithProviders(<SearchPageResults results={results} storefront="en" renderStrains={() => null} />, {
      messages: en,
    });
    expect(detailOf('search-post')).toBe(post.excerpt);
    expect(detailOf('search-collection')).toBe(collection.description);
    expect(detailOf('search-page')).toBe(page.summary);
    expect(screen.getByTestId('search-post')).toHaveAttribute('href', `/blog/${post.slug}`);
  });
});
