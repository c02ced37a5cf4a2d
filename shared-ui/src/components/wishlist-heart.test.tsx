import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import {
  createEventBus,
  createStorefrontStore,
  EventBusContext,
  initialSharedState,
  type EventBus,
} from '@storefront/shared-contracts';
import { theme } from '../theme/theme';
import { WishlistHeart } from './wishlist-heart';

function renderWithProviders(ui: ReactElement, { bus = createEventBus(), wishlist = [] as number[] } = {}) {
  const store = createStorefrontStore({
    http: {} as never,
    preloadedState: { shared: initialSharedState({ wishlist }) },
  });
  return render(
    <Provider store={store as never}>
      <ThemeProvider theme={theme}>
        <EventBusContext.Provider value={bus as EventBus}>{ui}</EventBusContext.Provider>
      </ThemeProvider>
    </Provider>,
  );
}

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
    renderWithProviders(<WishlistHeart productId={7} productName="Skunk" {...labels} />, { wishlist: [3, 7] });
    expect(screen.getByRole('button', { name: labels.removeLabel })).toHaveAttribute('aria-pressed', 'true');
  });
});
