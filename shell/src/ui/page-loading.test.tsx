import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@storefront/shared-ui';
import { createPageLoading, LOADING_BAR, LoadingBar, PageLoadingContext } from './page-loading';

describe('the page-loading indicator (spec 9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function renderBar() {
    const loading = createPageLoading();
    render(
      <ThemeProvider theme={theme}>
        <PageLoadingContext.Provider value={loading}>
          <LoadingBar />
        </PageLoadingContext.Provider>
      </ThemeProvider>,
    );
    return { loading, bar: screen.getByTestId('loading-bar') };
  }

  it('stays hidden for loads shorter than the 200 ms throttle', () => {
    const { loading, bar } = renderBar();
    const done = loading.start();
    act(() => jest.advanceTimersByTime(LOADING_BAR.throttleMs - 1));
    act(() => done());
    act(() => jest.advanceTimersByTime(2000));
    expect(bar).toHaveAttribute('data-visible', 'false');
  });

  it('shows after the throttle, completes, hides after 500 ms and resets 400 ms later', () => {
    const { loading, bar } = renderBar();
    const done = loading.start();
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

  it('keeps going while any of several loads is running', () => {
    const { loading, bar } = renderBar();
    const first = loading.start();
    const second = loading.start();
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
