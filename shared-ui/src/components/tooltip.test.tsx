import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Tooltip, TOOLTIP_DELAY_MS } from './tooltip';

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function renderTooltip() {
    render(
      <ThemeProvider theme={theme}>
        <Tooltip label="Change region">
          <button type="button">EU</button>
        </Tooltip>
      </ThemeProvider>,
    );
    return screen.getByRole('button', { name: 'EU' });
  }

  it('shows after 700 ms of hover, not before, and describes its control', () => {
    const button = renderTooltip();
    fireEvent.pointerEnter(button);
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Change region');
    expect(button).toHaveAccessibleDescription('Change region');
  });

  it('opens on keyboard focus and closes on Escape and on leave', () => {
    const button = renderTooltip();
    fireEvent.focus(button);
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
    fireEvent.pointerEnter(button);
    fireEvent.pointerLeave(button);
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });
});
