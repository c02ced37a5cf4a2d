import { fireEvent, screen, within } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { createEventBus, createStorefrontStore, initialSharedState, type EventPayload } from '@storefront/shared-contracts';
import { exampleProduct } from '@storefront/shared-contracts/testing';
import { productApi } from '../features/product/api/product-api';
import en from '../i18n/en.json';
import ProductPage from './product-page';

function setup(status = 200) {
  const { http } = fakeHttp({ 'GET /api/de-de/products/amnesia-haze-auto': { status, data: status === 200 ? exampleProduct() : { statusCode: status, code: 'X', message: 'x' } } });
  const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront: 'de' }) } });
  store.inject(productApi);
  const bus = createEventBus();
  const added: EventPayload<'cart:add-item'>[] = [];
  bus.on('cart:add-item', (payload) => added.push(payload));
  renderWithProviders(<ProductPage params={{ slug: 'amnesia-haze-auto' }} />, { store, http, bus, messages: en });
  return { added };
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

  it('offers every pack with "{amount} seeds" and "{amount} free", and prices the chosen one', async () => {
    setup();
    const options = await screen.findAllByTestId('pack-option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('1 seeds'), expect.stringContaining('3 seeds'), expect.stringContaining('5 seeds 2 free')]);
    expect(screen.getByTestId('product-price')).toHaveTextContent('€12.90');
    fireEvent.click(within(options[2]!).getByRole('radio'));
    expect(screen.getByTestId('product-price')).toHaveTextContent('€52.90');
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
});
