import { fireEvent, screen } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { apiPaths, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { supportApi } from '../../api/support-api';
import en from '../../i18n/en.json';
import { FaqSearch } from './faq-search';

const entry = { id: 1, topic: 'shipping', question: 'How long does shipping take?', answer: 'A few days.' };

function show() {
  const { http } = fakeHttp({
    [`GET ${apiPaths.faq('en-en')}?lang=en`]: {
      status: 200,
      data: { query: '', topics: [{ topic: 'shipping', title: 'Shipping and delivery', entries: [entry] }] },
    },
    [`GET ${apiPaths.faq('en-en')}?lang=en&q=xylophone`]: { status: 200, data: { query: 'xylophone', topics: [] } },
  });
  const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront: 'en' }) } });
  store.inject(supportApi);
  renderWithProviders(<FaqSearch />, { store, http, messages: en });
}

describe('FaqSearch', () => {
  it('lists the entries grouped by topic under the search "What are you looking for?"', async () => {
    show();
    expect(screen.getByLabelText('What are you looking for?')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Shipping and delivery' })).toBeInTheDocument();
    expect(screen.getByText('How long does shipping take?')).toBeInTheDocument();
  });

  it('says "No faqs found for" the text when nothing matches', async () => {
    show();
    fireEvent.change(screen.getByTestId('faq-search'), { target: { value: 'xylophone' } });
    expect(await screen.findByTestId('faq-empty')).toHaveTextContent('No faqs found for xylophone');
  });
});
