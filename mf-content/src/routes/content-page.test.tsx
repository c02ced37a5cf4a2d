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

  it('renders the data blocks: discount codes, a shipping table per country, the payment methods', async () => {
    const page: ContentPage = {
      routeId: 'shipping-delivery',
      title: 'Shipping & delivery',
      summary: 'x',
      language: 'en',
      languages: ['en'],
      blocks: [
        {
          type: 'discount-codes',
          heading: 'Current codes',
          codes: [
            {
              code: 'WELCOME5',
              discount: { kind: 'fixed', amount: { amount: 500, currency: 'EUR' } },
              minimum: { amount: 3000, currency: 'EUR' },
              validFrom: null,
              validUntil: '2026-12-31',
              usesLeft: 3,
              oncePerCustomer: true,
            },
            {
              code: 'GROW10',
              discount: { kind: 'percent', percent: 10 },
              minimum: null,
              validFrom: null,
              validUntil: null,
              usesLeft: null,
              oncePerCustomer: false,
            },
          ],
        },
        {
          type: 'shipping-table',
          heading: 'Transit times per country',
          note: 'Is your country not listed?',
          countries: [
            {
              iso: 'NL',
              name: 'Netherlands',
              freeFrom: { amount: 5000, currency: 'EUR' },
              methods: [
                { carrier: 'x', tracked: true, price: { amount: 995, currency: 'EUR' }, minDays: 1, maxDays: 2 },
                { carrier: 'y', tracked: false, price: { amount: 0, currency: 'EUR' }, minDays: 3, maxDays: 7 },
              ],
            },
            { iso: 'BE', name: 'Belgium', freeFrom: null, methods: [] },
          ],
        },
        {
          type: 'payment-methods',
          heading: 'Payment methods',
          methods: [
            { code: 'credit_card', name: 'Credit card', countries: [] },
            { code: 'klarna', name: 'Klarna', countries: ['Netherlands', 'Belgium'] },
          ],
        },
      ],
    };
    renderWithProviders(<ContentPageView routeId="shipping-delivery" />, show(page));
    const codes = await screen.findByTestId('discount-codes');
    const welcome = within(codes).getByRole('row', { name: /WELCOME5/ });
    expect(welcome).toHaveTextContent('€5.00 off');
    expect(welcome).toHaveTextContent('On orders of €30.00 or more');
    expect(welcome).toHaveTextContent('Valid until December 31, 2026');
    expect(welcome).toHaveTextContent('3 uses left');
    expect(welcome).toHaveTextContent('Once per customer');
    const grow = within(codes).getByRole('row', { name: /GROW10/ });
    expect(grow).toHaveTextContent('10% off');
    expect(grow).toHaveTextContent('No minimum order');
    expect(grow).toHaveTextContent('No end date');

    const [netherlands, belgium] = within(screen.getByTestId('shipping-tables')).getAllByRole('table');
    expect(within(netherlands!).getByRole('row', { name: /Priority Tracked Parcel/ })).toHaveTextContent(
      'From 1 to 2 business days€9.95',
    );
    expect(within(netherlands!).getByRole('row', { name: /Regular Untracked Mail/ })).toHaveTextContent('Free');
    expect(netherlands).toHaveTextContent('Free over €50.00');
    expect(belgium).toHaveTextContent('Shipping is always free');
    expect(within(screen.getByTestId('shipping-note')).getByRole('link')).toHaveAttribute('href', '/contact');

    const payment = screen.getByTestId('payment-methods');
    expect(payment.querySelector('caption')).toHaveTextContent('Availability varies per region');
    expect(within(payment).getByRole('row', { name: /Klarna/ })).toHaveTextContent('Netherlands and Belgium');
    expect(within(payment).getByRole('row', { name: /Credit card/ })).toHaveTextContent('Every country we ship to');
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
