import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { ContentBlock, ProductCard } from '@storefront/shared-contracts';
import { theme } from '../../theme/theme';
import { CallToActionBlock, FaqListBlock, ImageTextBlock, ProductCarouselBlock, RichTextBlock } from './index';

type Of<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;

const renderBlock = (ui: ReactElement) =>
  render(
    <IntlProvider locale="de">
      <ThemeProvider theme={theme}>
        <MemoryRouter>{ui}</MemoryRouter>
      </ThemeProvider>
    </IntlProvider>,
  );

const image = { src: '/i/a@1x.webp', src2x: '/i/a@2x.webp', width: 480, height: 480, alt: 'Amnesia Haze' };
const product = (id: number, name: string): ProductCard => ({
  id,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  name,
  floweringType: 'photoperiod',
  gender: 'feminized',
  genetics: 'sativa',
  thc: 'high',
  rating: 4.5,
  reviewCount: 3,
  promotion: false,
  fromPrice: { amount: 2450, currency: 'EUR' },
  image,
});

describe('shared content block renderers', () => {
  it('rich-text: a section labelled by its heading, a paragraph each; without a heading no label', () => {
    const block: Of<'rich-text'> = { type: 'rich-text', heading: 'Unsere Geschichte', paragraphs: ['Eins.', 'Zwei.'] };
    const { container } = renderBlock(<RichTextBlock block={block} headingId="b-0" />);
    const section = screen.getByRole('region', { name: 'Unsere Geschichte' });
    expect(
      within(section)
        .getAllByText(/Eins|Zwei/)
        .map((p) => p.tagName),
    ).toEqual(['P', 'P']);
    renderBlock(<RichTextBlock block={{ type: 'rich-text', paragraphs: ['Nur Text.'] }} headingId="b-1" />);
    expect(container.ownerDocument.querySelectorAll('section:not([aria-labelledby])')).toHaveLength(1);
  });

  it('image-text: the picture with its size and 2x source, lazy unless asked to load eagerly', () => {
    const block: Of<'image-text'> = { type: 'image-text', heading: 'H', text: 'T', image, imageSide: 'end' };
    renderBlock(
      <>
        <ImageTextBlock block={block} headingId="b-0" eager />
        <ImageTextBlock block={{ ...block, imageSide: 'start' }} headingId="b-1" />
      </>,
    );
    const [first, second] = screen.getAllByRole('img', { name: 'Amnesia Haze' });
    expect(first).toHaveAttribute('srcset', '/i/a@1x.webp 1x, /i/a@2x.webp 2x');
    expect(first).toHaveAttribute('width', '480');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it("call-to-action: the button links to the route's path in the storefront", () => {
    const block: Of<'call-to-action'> = {
      type: 'call-to-action',
      heading: 'Fragen?',
      text: 'Schreib uns.',
      label: 'Kontakt',
      routeId: 'contact',
    };
    renderBlock(<CallToActionBlock block={block} headingId="b-0" storefront="de" />);
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/de/kontakt');
  });

  it('faq-list: a closed <details> per question', () => {
    const block: Of<'faq-list'> = {
      type: 'faq-list',
      heading: 'FAQ',
      items: [
        { question: 'Wie lange?', answer: 'Acht Wochen.' },
        { question: 'Wie viel?', answer: 'Genug.' },
      ],
    };
    const { container } = renderBlock(<FaqListBlock block={block} headingId="b-0" />);
    const details = container.querySelectorAll('details');
    expect([...details].map((d) => d.querySelector('summary')?.textContent)).toEqual(['Wie lange?', 'Wie viel?']);
    expect([...details].every((d) => !d.open)).toBe(true);
  });

  it("product-carousel: small cards linking to their products, the area's labels, the collection link", () => {
    const block: Of<'product-carousel'> = {
      type: 'product-carousel',
      heading: 'Bestseller',
      collection: { slug: 'best-sellers', name: 'Bestseller' },
      products: [product(1, 'Amnesia Haze'), product(2, 'Blue Dream')],
    };
    renderBlock(
      <ProductCarouselBlock
        block={block}
        headingId="b-0"
        storefront="de"
        fromLabel={(price) => <>Ab {price}</>}
        viewCollectionLabel="Alle Bestseller ansehen"
      />,
    );
    const list = screen.getByRole('list', { name: 'Bestseller' });
    expect(list).toHaveAttribute('tabindex', '0');
    expect(within(list).getByRole('link', { name: 'Blue Dream' })).toHaveAttribute('href', '/de/produkt/blue-dream');
    expect(within(list).getAllByTestId('product-card-price')[0]).toHaveTextContent(/^Ab 24,50\s€$/);
    expect(screen.getByRole('link', { name: 'Alle Bestseller ansehen' })).toHaveAttribute(
      'href',
      '/de/collections/best-sellers',
    );
  });
});
