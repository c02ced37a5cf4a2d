import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { AddedToCart, type AddedToCartProps } from './added-to-cart';

const props: AddedToCartProps = {
  image: { src: '/img/skunk.webp', src2x: '/img/skunk@2x.webp' },
  name: 'Skunk',
  pack: '3 seeds + 1 free',
  price: { amount: 2490, currency: 'EUR' },
  labels: { continue: 'Continue shopping', viewCart: 'View cart', checkout: 'Checkout' },
  checkoutHref: '/de/checkout',
};

const show = (ui: ReactElement) =>
  render(
    <IntlProvider locale="en">
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </IntlProvider>,
  );

describe('AddedToCart', () => {
  it('shows the product, its pack and price in the page’s locale, and the checkout link', () => {
    show(<AddedToCart {...props} />);
    expect(screen.getByTestId('cart-added-name')).toHaveTextContent('Skunk');
    expect(screen.getByTestId('cart-added-pack')).toHaveTextContent('3 seeds + 1 free');
    expect(screen.getByTestId('cart-added-price')).toHaveTextContent('€24.90');
    expect(screen.getByRole('presentation')).toHaveAttribute('srcset', '/img/skunk.webp 1x, /img/skunk@2x.webp 2x');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/de/checkout');
  });

  it('with handlers (a script modal): both buttons call theirs', () => {
    const onContinue = jest.fn();
    const onViewCart = jest.fn();
    show(<AddedToCart {...props} onContinue={onContinue} onViewCart={onViewCart} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue shopping' }));
    fireEvent.click(screen.getByRole('button', { name: 'View cart' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onViewCart).toHaveBeenCalledTimes(1);
  });

  it('in a native dialog (closeHref): works without script, a hydrated "view cart" is taken over', () => {
    const onViewCart = jest.fn();
    show(<AddedToCart {...props} closeHref="/de/produkt/skunk" onViewCart={onViewCart} />);
    const close = screen.getByRole('button', { name: 'Continue shopping' });
    expect(close).toHaveAttribute('type', 'submit');
    expect(close.closest('form')).toHaveAttribute('method', 'dialog');
    expect(close.closest('form')).toHaveAttribute('action', '/de/produkt/skunk');
    const viewCart = screen.getByRole('link', { name: 'View cart' });
    expect(viewCart).toHaveAttribute('href', '/de/checkout');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    viewCart.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onViewCart).toHaveBeenCalledTimes(1);
  });
});
