import { fireEvent, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
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
        <AreaBoundary resetKey="/" onRetry={onRetry} render={() => <Area />} />
      </>,
      { messages: en },
    );
    expect(screen.getByTestId('area-fallback')).toHaveTextContent(
      'This part of the shop is unavailable, please try again.',
    );
    expect(screen.getByText('header')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('area-retry'));
    await waitFor(() => expect(screen.getByText('catalogue')).toBeInTheDocument());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders a freshly looked-up lazy area after a retry, not the one whose load failed', async () => {
    // A lazy component remembers its rejected load: retrying must render a new one (as the shell runtime
    // hands out after re-reading the release pointer).
    let Area: ComponentType = lazy(() => Promise.reject(new Error('ChunkLoadError')));
    const onRetry = jest.fn(async () => {
      Area = lazy(async () => ({ default: () => <p>product area</p> }));
    });
    renderWithProviders(
      <AreaBoundary
        resetKey="/product/x"
        onRetry={onRetry}
        render={() => (
          <Suspense fallback={<p>loading</p>}>
            <Area />
          </Suspense>
        )}
      />,
      { messages: en },
    );
    await screen.findByTestId('area-fallback');
    fireEvent.click(screen.getByTestId('area-retry'));
    expect(await screen.findByText('product area')).toBeInTheDocument();
  });

  it('starts from the fallback the server rendered and then tries the area in the browser', async () => {
    let Area: ComponentType = () => {
      throw new Error('must not render before the retry');
    };
    const onRetry = jest.fn(async () => {
      Area = () => <p>catalogue</p>;
    });
    renderWithProviders(<AreaBoundary resetKey="/" initiallyFailed onRetry={onRetry} render={() => <Area />} />, {
      messages: en,
    });
    expect(screen.getByTestId('area-fallback')).toBeInTheDocument();
    expect(await screen.findByText('catalogue')).toBeInTheDocument();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
