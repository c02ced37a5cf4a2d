import { screen, within } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { apiPaths, createStorefrontStore, initialSharedState, type ContentPage } from '@storefront/shared-contracts';
import { contentApi } from '../api/content-api';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import { examplePage } from '../testing/example-page';
import { ContentPageView } from './content-page';
import OurStoryPage from './our-story-page';

function show(page: ContentPage, { language = 'en' as 'en' | 'de' | 'fr', status = 200 } = {}) {
  const storefront = language === 'de' ? 'de' : 'en';
  const iso = storefront === 'de' ? 'de-de' : 'en-en';
  const { http } = fakeHttp({
    [`GET ${apiPaths.contentPage(iso, page.routeId)}?lang=${language}`]: {
      status,
      data: status === 200 ? page : { statusCode: status, code: 'X', message: 'x' },
    },
  });
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ storefront, language }) },
  });
  store.inject(contentApi);
  return { store, http, messages: language === 'de' ? de : en };
}

describe('ContentPageView', () => {
  it('renders every block type in order', async () => {
    const page = examplePage();
    renderWithProviders(<ContentPageView routeId="reviews" />, show(page));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Shop reviews');
    const blocks = [...document.querySelectorAll('[data-block]')].map((b) => b.getAttribute('data-block'));
    expect(blocks).toEqual(page.blocks.map((b) => b.type));
    const imageText = document.querySelector('[data-block="image-text"]') as HTMLElement;
    expect(within(imageText).getByRole('img', { name: 'Amnesia Haze cannabis seeds' })).toHaveAttribute(
      'src',
      '/api/images/products/amnesia-haze@1x.webp',
    );
    expect(screen.getByRole('link', { name: 'View all of Best Sellers' })).toHaveAttribute(
      'href',
      '/collections/best-sellers',
    );
    expect(screen.getByRole('link', { name: 'Open the Seedfinder' })).toHaveAttribute('href', '/seedfinder');
    expect(screen.getByText('What does it cost?').closest('details')).toHaveTextContent('Nothing.');
    expect(screen.getByTestId('shop-rating')).toHaveTextContent('4.2 out of 5 from 2,345 reviews');
    const profiles = screen.getByTestId('review-profiles');
    expect(within(profiles).getByRole('link', { name: 'Read more on Trustpilot' })).toHaveAttribute(
      'href',
      'https://www.trustpilot.com/review/seedshop.example',
    );
  });

  it('speaks German on /de, and links its call to action to the German path', async () => {
    renderWithProviders(
      <ContentPageView routeId="reviews" />,
      show(examplePage({ title: 'Shop-Bewertungen', language: 'de' }), { language: 'de' }),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Shop-Bewertungen');
    expect(screen.getByRole('link', { name: 'Mehr lesen auf Trustpilot' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Seedfinder' })).toHaveAttribute('href', '/de/seedfinder');
    expect(screen.queryByTestId('page-fallback')).toBeNull();
  });

  it('says so when a page is shown in English for want of a version in the language', async () => {
    renderWithProviders(<ContentPageView routeId="reviews" />, show(examplePage(), { language: 'de' }));
    expect(await screen.findByTestId('page-fallback')).toHaveTextContent(de['content.page.notTranslated']);
    expect(screen.getByTestId('content-page-reviews')).toHaveAttribute('lang', 'en');
  });

  it('says so when the page cannot be loaded', async () => {
    renderWithProviders(<ContentPageView routeId="reviews" />, show(examplePage(), { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en['content.page.error']);
  });

  it('serves each content route with its own page', async () => {
    renderWithProviders(<OurStoryPage />, show(examplePage({ routeId: 'our-story', title: 'Our story' })));
    expect(await screen.findByTestId('content-page-our-story')).toBeInTheDocument();
  });
});
