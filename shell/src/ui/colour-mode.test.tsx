import { act, renderHook } from '@testing-library/react';
import { applyColourMode, COLOUR_MODE_KEY, readColourMode, useColourMode } from './colour-mode';

describe('colour mode (spec 3)', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-color-mode');
  });

  it('reads system, light or dark from local storage; anything else is system', () => {
    expect(readColourMode()).toBe('system');
    localStorage.setItem(COLOUR_MODE_KEY, 'dark');
    expect(readColourMode()).toBe('dark');
    localStorage.setItem(COLOUR_MODE_KEY, 'purple');
    expect(readColourMode()).toBe('system');
  });

  it('starts from system on the first render (as on the server), then the remembered choice, and remembers a new one', () => {
    localStorage.setItem(COLOUR_MODE_KEY, 'light');
    const { result } = renderHook(() => useColourMode());
    expect(result.current[0]).toBe('light');
    act(() => result.current[1]('dark'));
    expect(result.current[0]).toBe('dark');
    expect(localStorage.getItem(COLOUR_MODE_KEY)).toBe('dark');
    expect(document.documentElement.getAttribute('data-color-mode')).toBe('dark');
    act(() => result.current[1]('system'));
    expect(localStorage.getItem(COLOUR_MODE_KEY)).toBeNull();
    expect(document.documentElement.hasAttribute('data-color-mode')).toBe(false);
  });

  it('applies light and dark on the root element and leaves system to the media query', () => {
    applyColourMode('light');
    expect(document.documentElement.getAttribute('data-color-mode')).toBe('light');
    applyColourMode('system');
    expect(document.documentElement.hasAttribute('data-color-mode')).toBe(false);
  });
});
