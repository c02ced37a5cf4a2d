import { act, renderHook } from '@testing-library/react';
import { applyColourMode, COLOUR_MODE_KEY, readColourMode, useColourMode } from './colour-mode';

describe('colour mode (spec 3)', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-color-mode');
  });

  it('reads system, light or dark from local storage; a missing or unknown value is system', () => {
    expect(readColourMode()).toBe('system');
    for (const mode of ['dark', 'light', 'system'] as const) {
      localStorage.setItem(COLOUR_MODE_KEY, mode);
      expect(readColourMode()).toBe(mode);
    }
    for (const unknown of ['purple', 'Dark', '', '"dark"']) {
      localStorage.setItem(COLOUR_MODE_KEY, unknown);
      expect(readColourMode()).toBe('system');
    }
  });

  it('reads system when storage refuses access', () => {
    const refusing = {
      getItem(): string | null {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readColourMode(refusing)).toBe('system');
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
    expect(result.current[0]).toBe('system');
    expect(localStorage.getItem(COLOUR_MODE_KEY)).toBe('system');
    expect(document.documentElement.hasAttribute('data-color-mode')).toBe(false);
  });

  it('starts from a stored system choice as system', () => {
    localStorage.setItem(COLOUR_MODE_KEY, 'system');
    const { result } = renderHook(() => useColourMode());
    expect(result.current[0]).toBe('system');
    act(() => result.current[1]('light'));
    expect(localStorage.getItem(COLOUR_MODE_KEY)).toBe('light');
  });

  it('keeps the choice for the page when storage refuses to write', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      const { result } = renderHook(() => useColourMode());
      act(() => result.current[1]('dark'));
      expect(result.current[0]).toBe('dark');
      expect(document.documentElement.getAttribute('data-color-mode')).toBe('dark');
    } finally {
      setItem.mockRestore();
    }
  });

  it('applies light and dark on the root element and leaves system to the media query', () => {
    applyColourMode('light');
    expect(document.documentElement.getAttribute('data-color-mode')).toBe('light');
    applyColourMode('system');
    expect(document.documentElement.hasAttribute('data-color-mode')).toBe(false);
  });
});
