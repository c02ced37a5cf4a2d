import { useCallback, useSyncExternalStore } from 'react';

/**
 * Spec 3: the colour-mode preference in local storage, stored as it is chosen ('system' too). A missing or
 * unknown value reads as system; the edge's head script applies only light and dark, so system leaves the
 * choice to the media query there as well.
 */
export const COLOUR_MODES = ['system', 'light', 'dark'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];
export const COLOUR_MODE_KEY = 'color-mode';

function isColourMode(value: unknown): value is ColourMode {
  return (COLOUR_MODES as readonly unknown[]).includes(value);
}

/** Light and dark set `<html data-color-mode>`; system removes it and the media query decides. */
export function applyColourMode(mode: ColourMode, root: HTMLElement = document.documentElement): void {
  if (mode === 'system') root.removeAttribute('data-color-mode');
  else root.setAttribute('data-color-mode', mode);
}

export function readColourMode(storage: Pick<Storage, 'getItem'> = localStorage): ColourMode {
  try {
    const stored = storage.getItem(COLOUR_MODE_KEY);
    return isColourMode(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

const listeners = new Set<() => void>();
/** The choice made on this page when storage refused to keep it. */
let unsaved: ColourMode | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The shopper's colour mode, remembered. The server and the hydrating browser render `system` (no
 * hydration mismatch); React then renders the stored choice at once (the edge's head script has already
 * applied it before the first paint, so nothing flashes).
 */
export function useColourMode(): [ColourMode, (mode: ColourMode) => void] {
  const mode = useSyncExternalStore(
    subscribe,
    () => unsaved ?? readColourMode(),
    () => 'system' as const,
  );
  const choose = useCallback((next: ColourMode) => {
    applyColourMode(next);
    try {
      localStorage.setItem(COLOUR_MODE_KEY, next);
      unsaved = null;
    } catch {
      // Storage refused (private mode): the choice holds for this page.
      unsaved = next;
    }
    for (const listener of listeners) listener();
  }, []);
  return [mode, choose];
}
