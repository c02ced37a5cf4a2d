import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/build-tools/test-utils';
import { MAX_TOASTS, TOAST_DURATION_MS, ToastHost } from './toast-host';
import { TOAST_SWIPE_THRESHOLD_PX } from './toast-stack';

// jsdom has no PointerEvent: without one, fireEvent.pointerUp would carry no clientX at all.
if (typeof window.PointerEvent === 'undefined') {
  (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = class PointerEvent extends MouseEvent {};
}

describe('ToastHost (spec 9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows at most 5 toasts, each for 5000 ms', async () => {
    const { bus } = renderWithProviders(<ToastHost />);
    act(() => {
      for (let i = 1; i <= MAX_TOASTS + 2; i += 1) bus.emit('ui:toast', { kind: 'success', message: `toast ${i}` });
    });
    expect((await screen.findAllByTestId('toast')).map((t) => t.textContent)).toEqual([
      'toast 3',
      'toast 4',
      'toast 5',
      'toast 6',
      'toast 7',
    ]);
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryAllByTestId('toast')).toEqual([]);
  });

  it('dismisses a toast swiped sideways past 50 px, not a shorter drag', async () => {
    const { bus } = renderWithProviders(<ToastHost />);
    act(() => bus.emit('ui:toast', { kind: 'info', message: 'Filter link copied' }));
    const toast = await screen.findByTestId('toast');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 100 + TOAST_SWIPE_THRESHOLD_PX - 1 });
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 100 - TOAST_SWIPE_THRESHOLD_PX });
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
