import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/build-tools/test-utils';
import { createEventBus } from '@storefront/shared-contracts';
import { WishlistHeart } from './wishlist-heart';

const labels = { addLabel: 'Add Skunk to your wishlist', removeLabel: 'Remove Skunk from your wishlist' };

describe('WishlistHeart', () => {
  it('sends wishlist:toggle and names what a press would do', () => {
    const bus = createEventBus();
    const sent: unknown[] = [];
    bus.on('wishlist:toggle', (p) => sent.push(p));
    renderWithProviders(<WishlistHeart productId={7} productName="Skunk" {...labels} />, { bus });
    const heart = screen.getByRole('button', { name: labels.addLabel });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(sent).toEqual([{ productId: 7, productName: 'Skunk' }]);
  });

  it('is pressed when the product is on the wishlist', () => {
    renderWithProviders(<WishlistHeart productId={7} productName="Skunk" {...labels} />, {
      shared: { wishlist: [3, 7] },
    });
    expect(screen.getByRole('button', { name: labels.removeLabel })).toHaveAttribute('aria-pressed', 'true');
  });
});
