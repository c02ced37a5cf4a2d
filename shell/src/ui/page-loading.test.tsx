import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@storefront/shared-ui';
import { createPageLoading, LOADING_BAR, LoadingBar, PageLoadingContext } from './page-loading';

describe('the page-loading indicator (spec 9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Renders the bar and starts a first load, so its code is in. */
  async function renderBar() {
    const loading = createPageLoading();
    render(
      <ThemeProvider theme={theme}>
        <PageLoadingContext.Provider value={loading}>
          <LoadingBar />
        </PageLoadingContext.Provider>
      </ThemeProvider>,
    );
    expect(screen.queryByTestId('loading-bar')).toBeNull();
    let done: () => void = () => undefined;
    act(() => {
      done = loading.start();
    });
    const bar = await screen.findByTestId('loading-bar');
    return { loading, bar, done };
  }

  it('stays hidden for loads shorter than the 200 ms throttle', async () => {
    const { bar, done } = await renderBar();
    act(() => jest.advanceTimersByTime(LOADING_BAR.throttleMs - 50));
    act(() => done());
    act(() => jest.advanceTimersByTime(2000));
    expect(bar).toHaveAttribute('data-visible', 'false');
  });

  it('shows after the throttle, completes, hides after 500 ms and resets 400 ms later', async () => {
    const { bar, done } = await renderBar();
    act(() => jest.advanceTimersByTime(LOADING_BAR.throttleMs));
    expect(bar).toHaveAttribute('data-visible', 'true');
    expect(bar).toHaveStyle({ height: '3px', width: '90%', transition: 'width 2000ms ease-out,opacity 200ms' });
    act(() => done());
    expect(bar).toHaveStyle({ width: '100%' });
    act(() => jest.advanceTimersByTime(LOADING_BAR.hideDelayMs));
    expect(bar).toHaveAttribute('data-visible', 'false');
    act(() => jest.advanceTimersByTime(LOADING_BAR.resetDelayMs));
    expect(bar).toHaveStyle({ width: '0%' });
  });

  it('keeps going while any of several loads is running', async () => {
    const { loading, bar, done: first } = await renderBar();
    let second: () => void = () => undefined;
    act(() => {
      second = loading.start();
    });
    act(() => jest.advanceTimersByTime(LOADING_BAR.throttleMs));
    act(() => first());
    act(() => first());
    act(() => jest.advanceTimersByTime(LOADING_BAR.hideDelayMs));
    expect(bar).toHaveAttribute('data-visible', 'true');
    act(() => second());
    act(() => jest.advanceTimersByTime(LOADING_BAR.hideDelayMs));
    expect(bar).toHaveAttribute('data-visible', 'false');
  });
});
