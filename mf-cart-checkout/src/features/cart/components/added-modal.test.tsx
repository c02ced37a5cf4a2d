import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/build-tools/test-utils';
import { exampleCartLine } from '@storefront/shared-contracts/testing';
import en from '../../../i18n/en.json';
import uk from '../../../i18n/en-uk.json';
import { AddedModal } from './added-modal';

describe('AddedModal', () => {
  it('shows the product, its pack and price, and is keyboard-usable: focus inside, Escape closes', () => {
    const onClose = jest.fn();
    renderWithProviders(
      <AddedModal line={exampleCartLine()} onClose={onClose} onViewCart={jest.fn()} checkoutHref="/checkout" />,
      {
        messages: en,
      },
    );
    const dialog = screen.getByRole('dialog', { name: 'Product added to cart' });
    expect(dialog).toHaveTextContent('Amnesia Haze Auto');
    expect(screen.getByTestId('cart-added-pack')).toHaveTextContent('5 seeds + 2 free');
    expect(screen.getByTestId('cart-added-price')).toHaveTextContent('€52.90');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('continues shopping or opens the cart', () => {
    const onClose = jest.fn();
    const onViewCart = jest.fn();
    renderWithProviders(
      <AddedModal line={exampleCartLine()} onClose={onClose} onViewCart={onViewCart} checkoutHref="/uk/checkout" />,
      {
        messages: en,
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue shopping' }));
    fireEvent.click(screen.getByRole('button', { name: 'View cart' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onViewCart).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/uk/checkout');
  });

  it('speaks of the basket in the UK', () => {
    renderWithProviders(
      <AddedModal line={exampleCartLine()} onClose={jest.fn()} onViewCart={jest.fn()} checkoutHref="/checkout" />,
      {
        messages: { ...en, ...uk },
      },
    );
    expect(screen.getByRole('dialog', { name: 'Product added to basket' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View basket' })).toBeInTheDocument();
  });

  it('renders nothing without a line', () => {
    renderWithProviders(
      <AddedModal line={null} onClose={jest.fn()} onViewCart={jest.fn()} checkoutHref="/checkout" />,
      { messages: en },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
