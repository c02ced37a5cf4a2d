import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import type { ProductCard as ProductCardData } from '@storefront/shared-contracts';
import { theme } from '../theme/theme';
import { ProductCard, type ProductCardVariant } from './product-card';

const product: ProductCardData = {
  id: 7,
  slug: 'amnesia-haze-auto',
  name: 'Amnesia Haze Auto',
  floweringType: 'autoflower',
  gender: 'feminized',
  genetics: 'sativa',
  thc: 'high',
  rating: 4.5,
  reviewCount: 12,
  promotion: false,
  fromPrice: { amount: 2450, currency: 'EUR' },
  image: {
    src: '/api/images/amnesia-haze-auto/400.webp',
    src2x: '/api/images/amnesia-haze-auto/800.webp',
    width: 400,
    height: 400,
    alt: 'Amnesia Haze Auto seeds',
  },
};

function renderCard(locale: string, imageLoading?: 'priority' | 'eager' | 'lazy', variant?: ProductCardVariant) {
  render(
    <IntlProvider locale={locale}>
      <ThemeProvider theme={theme}>
        <ProductCard
          product={product}
          imageLoading={imageLoading}
          variant={variant}
          meta={<span>Autoflower</span>}
          renderLink={(children) => <a href="/product/amnesia-haze-auto">{children}</a>}
          fromLabel={(price) => <>From {price}</>}
        />
      </ThemeProvider>
    </IntlProvider>,
  );
}

describe('ProductCard', () => {
  it('links the name to the product through the area-provided link', () => {
    renderCard('en-IE');
    expect(screen.getByRole('link', { name: 'Amnesia Haze Auto' })).toHaveAttribute(
      'href',
      '/product/amnesia-haze-auto',
    );
  });

  it('serves the image at densities 1 and 2 with its size reserved, lazily unless it is above the fold', () => {
    renderCard('en-IE');
    const img = screen.getByRole('img', { name: 'Amnesia Haze Auto seeds' });
    expect(img).toHaveAttribute(
      'srcset',
      '/api/images/amnesia-haze-auto/400.webp 1x, /api/images/amnesia-haze-auto/800.webp 2x',
    );
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads eagerly in the first row, with high priority only for the LCP card', () => {
    renderCard('en-IE', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
  });

  it("gives the LCP card's image high fetch priority", () => {
    renderCard('en-IE', 'priority');
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('formats the from-price in its currency for the page locale', () => {
    renderCard('de-DE');
    expect(screen.getByTestId('product-card-price').textContent?.replace(/\s/g, ' ')).toBe('From 24,50 €');
  });

  it('shows name, meta and price in the normal variant', () => {
    renderCard('en-IE');
    expect(screen.getByTestId('product-card-item')).toHaveAttribute('data-variant', 'normal');
    expect(screen.getByText('Autoflower')).toBeInTheDocument();
  });

  it('draws the inline variant with a 64 px image, its size still reserved', () => {
    renderCard('en-IE', 'lazy', 'inline');
    expect(screen.getByTestId('product-card-item')).toHaveAttribute('data-variant', 'inline');
    expect(screen.getByRole('img')).toHaveAttribute('width', '64');
    expect(screen.getByRole('img')).toHaveAttribute('height', '64');
    expect(screen.getByText('Autoflower')).toBeInTheDocument();
    expect(screen.getByTestId('product-card-price')).toHaveTextContent('From €24.50');
  });

  it('leaves the meta line out of the small variant but keeps link, image and price', () => {
    renderCard('en-IE', 'lazy', 'small');
    expect(screen.getByTestId('product-card-item')).toHaveAttribute('data-variant', 'small');
    expect(screen.queryByText('Autoflower')).toBeNull();
    expect(screen.getByRole('link', { name: 'Amnesia Haze Auto' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute(
      'srcset',
      '/api/images/amnesia-haze-auto/400.webp 1x, /api/images/amnesia-haze-auto/800.webp 2x',
    );
    expect(screen.getByTestId('product-card-price')).toHaveTextContent('From €24.50');
  });
});
