import { fireEvent, screen, within } from '@testing-library/react';
import { exampleProduct, exampleProductCard } from '@storefront/shared-contracts/testing';
import en from '../i18n/en.json';
import ukWording from '../i18n/en-uk.json';
import { renderProductPage } from '../testing/render-product-page';
import ProductPage from './product-page';

/** The chosen pack's price as shown: every pack's is in the line, all but the chosen one hidden. */
const shownPrice = () => screen.getByTestId('product-price').querySelector('[data-pack-price]:not([hidden])');

const product = exampleProduct({
  id: 24,
  faq: [{ question: 'How tall does it grow?', answer: 'About a metre.' }],
  relatedStrains: [exampleProductCard({ id: 5, slug: 'white-widow-auto', name: 'White Widow Auto' })],
  relatedCollections: [{ slug: 'high-thc', name: 'High THC', icon: null }],
});

function setup(status = 200, messages: Record<string, string> = en, shown = product) {
  return renderProductPage(
    <ProductPage params={{ slug: 'amnesia-haze-auto' }} />,
    {
      'GET /api/de-de/products/amnesia-haze-auto': {
        status,
        data: status === 200 ? shown : { statusCode: status, code: 'X', message: 'x' },
      },
    },
    { messages },
  );
}

describe('ProductPage', () => {
  it('shows the name and every strain-profile field with its display rule', async () => {
    setup();
    expect(await screen.findByTestId('product-name')).toHaveTextContent('Amnesia Haze Auto');
    const profile = screen.getByTestId('strain-profile');
    expect(within(profile).getByText('Up to 500 g/m²')).toBeInTheDocument();
    expect(within(profile).getByText('63 to 70 days')).toBeInTheDocument();
    expect(within(profile).getByText('Mostly Sativa')).toBeInTheDocument();
    expect(within(profile).getByText('Mediterranean, Temperate')).toBeInTheDocument();
    expect(profile.querySelectorAll('dt')).toHaveLength(20);
  });

  it('shows the rating with its review count, in the singular for one review, and no rating without reviews', async () => {
    setup();
    expect(await screen.findByTestId('product-rating')).toHaveTextContent('Rated 4.6 out of 5 (12 reviews)');
  });

  it.each([
    [1, 'Rated 4.6 out of 5 (1 review)'],
    [0, 'No reviews yet.'],
  ])('with %i reviews the rating line reads "%s"', async (reviewCount, text) => {
    setup(200, en, { ...product, reviewCount });
    expect(await screen.findByTestId('product-rating')).toHaveTextContent(text);
  });

  it('shows the spec texts "Ordering Information" and "Select your Seedpack"', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ordering Information' })).toBeInTheDocument();
    const packs = screen.getByRole('group', { name: 'Select your Seedpack' });
    expect(within(packs).getAllByTestId('pack-option')).toHaveLength(3);
  });

  it('shows the main image in webp at densities 1 and 2, with its width and height reserved (no layout shift)', async () => {
    setup();
    const image = await screen.findByRole('img', { name: product.images[0]!.alt });
    expect(image).toHaveAttribute('src', '/api/images/products/amnesia-haze-auto@1x.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/api/images/products/amnesia-haze-auto@1x.webp 1x, /api/images/products/amnesia-haze-auto@2x.webp 2x',
    );
    const candidates = image
      .getAttribute('srcset')!
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/));
    expect(candidates.map(([, density]) => density)).toEqual(['1x', '2x']);
    expect(candidates.every(([url]) => url!.endsWith('.webp'))).toBe(true);
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '480');
  });

  it('offers every pack as "1 seed", "3 seeds" (a plural) and "{amount} free", and prices the chosen one', async () => {
    setup();
    const options = await screen.findAllByTestId('pack-option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringMatching(/1 seed(?!s)/),
      expect.stringContaining('3 seeds'),
      expect.stringContaining('5 seeds 2 free'),
    ]);
    expect(shownPrice()).toHaveTextContent('€12.90');
    fireEvent.click(within(options[2]!).getByRole('radio'));
    expect(shownPrice()).toHaveTextContent('€52.90');
  });

  it('asks the cart area to add the chosen pack through the event bus', async () => {
    const { added } = setup();
    fireEvent.click(within((await screen.findAllByTestId('pack-option'))[1]!).getByRole('radio'));
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(added).toEqual([{ packId: 13, quantity: 1, productName: 'Amnesia Haze Auto' }]);
  });

  it('says so when the product cannot be loaded', async () => {
    setup(500);
    expect(await screen.findByRole('alert')).toHaveTextContent('This product cannot be loaded right now');
  });

  it('shows breadcrumbs, every tab as an accessible tab and each tab content', async () => {
    setup();
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'High THC', 'Amnesia Haze Auto']);
    expect(within(trail).getByRole('link', { name: 'High THC' })).toHaveAttribute('href', '/de/collections/high-thc');
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Description',
      'Strain Profile',
      'Reviews (12)',
      'FAQ',
      'Shipping',
      'Payment',
      'Guarantees',
    ]);
    expect(screen.getByTestId('product-description')).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Shipping' }));
    const shipping = screen.getByRole('tabpanel', { name: 'Shipping' });
    expect(
      within(shipping)
        .getAllByTestId('shipping-row')
        .map((r) => r.textContent),
    ).toEqual([
      'FranceFrom 3 to 6 business daysFree over €75.00',
      'NetherlandsFrom 1 to 3 business daysFree over €50.00',
    ]);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Shipping' }), { key: 'ArrowRight' });
    const payment = screen.getByRole('tabpanel', { name: 'Payment' });
    expect(within(payment).getByRole('table', { name: 'Availability varies per region' })).toBeInTheDocument();
    expect(
      within(payment)
        .getAllByTestId('payment-row')
        .map((r) => r.textContent),
    ).toEqual(['Bank transferEvery country of this region', 'iDEALNetherlands']);
    fireEvent.click(screen.getByRole('tab', { name: 'FAQ' }));
    expect(screen.getByText('How tall does it grow?')).toBeVisible();
  });

  it('links the other version with the sentence of this product, related strains as small cards and related collections', async () => {
    setup();
    const alternative = await screen.findByTestId('alternative');
    // Product 24 and a photoperiod alternative: sentence 4 of that direction.
    expect(alternative).toHaveTextContent('Growing for size? Amnesia Haze takes its time and rewards it.');
    expect(screen.getByTestId('alternative-link')).toHaveAttribute('href', '/de/produkt/amnesia-haze');
    expect(within(screen.getByTestId('related-strains')).getByTestId('product-card-item')).toHaveAttribute(
      'data-variant',
      'small',
    );
    expect(screen.getByTestId('related-strain')).toHaveAttribute('href', '/de/produkt/white-widow-auto');
    expect(screen.getByTestId('related-collection')).toHaveAttribute('href', '/de/collections/high-thc');
  });

  it('says "Add to basket" and "Feminised" in the UK wording', async () => {
    setup(200, { ...en, ...ukWording });
    expect(await screen.findByTestId('add-to-cart')).toHaveTextContent('Add to basket');
    expect(screen.getByTestId('strain-profile')).toHaveTextContent('Feminised');
  });
});
