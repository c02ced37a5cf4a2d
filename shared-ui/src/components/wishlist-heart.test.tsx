import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import {
  apiPaths,
  createEventBus,
  createStorefrontStore,
  EventBusContext,
  initialSharedState,
  PRELOAD_WHEN_IDLE,
  type EventBus,
  type StorefrontCode,
} from '@storefront/shared-contracts';
import { theme } from '../theme/theme';
import { WishlistHeart } from './wishlist-heart';

function renderWithProviders(
  ui: ReactElement,
  { bus = createEventBus(), wishlist = [] as number[], storefront = 'en' as StorefrontCode } = {},
) {
  const store = createStorefrontStore({
    http: {} as never,
    preloadedState: { shared: initialSharedState({ wishlist, storefront }) },
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
    // The click is the shop's: the form the heart submits without JavaScript is not sent as well.
    expect(fireEvent.click(heart)).toBe(false);
    expect(sent).toEqual([{ productId: 7, productName: 'Skunk' }]);
  });

  it("without JavaScript, submits a post to the storefront's wishlist form route", () => {
    renderWithProviders(<WishlistHeart productId={7} productName="Skunk" {...labels} />, { storefront: 'de' });
    const heart = screen.getByRole('button', { name: labels.addLabel }) as HTMLButtonElement;
    expect(heart.type).toBe('submit');
    expect(heart.form?.getAttribute('method')).toBe('post');
    expect(heart.form?.getAttribute('action')).toBe(apiPaths.wishlistForm('de-de', 7));
  });

  it('has the shell load the account area, which answers its tap, once the page is idle', () => {
    renderWithProviders(<WishlistHeart productId={7} productName="Skunk" {...labels} />);
    const heart = screen.getByRole('button', { name: labels.addLabel });
    expect(heart).toHaveAttribute(PRELOAD_WHEN_IDLE);
    expect(heart).toHaveAttribute('data-intent-command', 'wishlist:toggle');
  });

  it('is pressed when the product is on the wishlist', () => {
    renderWithProviders(<WishlistHeart productId={7} productName="Skunk" {...labels} />, { wishlist: [3, 7] });
    expect(screen.getByRole('button', { name: labels.removeLabel })).toHaveAttribute('aria-pressed', 'true');
  });
});
