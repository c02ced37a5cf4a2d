import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@storefront/build-tools/test-utils';
import en from '../i18n/en.json';
import { AreaBoundary } from './area-boundary';

describe('AreaBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback instead of a failing area, and the area again after a successful retry', async () => {
    let broken = true;
    function Area() {
      if (broken) throw new Error('remote down');
      return <p>catalogue</p>;
    }
    const onRetry = jest.fn(async () => {
      broken = false;
    });
    renderWithProviders(
      <>
        <header>header</header>
        <AreaBoundary resetKey="/" onRetry={onRetry}>
          <Area />
        </AreaBoundary>
      </>,
      { messages: en },
    );
    expect(screen.getByTestId('area-fallback')).toHaveTextContent('This part of the shop is unavailable, please try again.');
    expect(screen.getByText('header')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('area-retry'));
    await waitFor(() => expect(screen.getByText('catalogue')).toBeInTheDocument());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
