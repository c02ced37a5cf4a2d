import { useEffect, useEffectEvent, type RefObject } from 'react';
import { trapTab } from '../focus-trap';

export interface DrawerFocusOptions {
  /**
   * Who gets focus back when nothing on the page had it as the drawer opened: a drawer the platform opened before
   * React ran (a `popover`) names its button here.
   */
  opener?: () => HTMLElement | null;
}

/**
 * What every drawer does while open: takes focus (unless focus is already inside, e.g. a field typed in before
 * hydration), keeps Tab inside, closes on Escape, and once closed gives focus back to what had it before (the
 * button that opened it) unless the shopper moved on. A modal dialog opened from the drawer (the menu's
 * change-region dialog) handles its own keys.
 */
export function useDrawerFocus(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
  options: DrawerFocusOptions = {},
): void {
  const close = useEffectEvent(onClose);
  const fallbackOpener = useEffectEvent(() => options.opener?.() ?? null);
  useEffect(() => {
    const panel = ref.current;
    if (!open || !panel) return undefined;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const inside = active !== null && panel.contains(active);
    const opener = active && !inside && active !== document.body ? active : fallbackOpener();
    if (!inside) panel.focus({ preventScroll: true });
    const trap = trapTab(panel);
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof Element && event.target.closest('[aria-modal="true"]')) return;
      if (event.key === 'Escape') close();
      else if (panel.contains(document.activeElement)) trap(event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Focus was in the panel (or went with its content): give it back, unless the shopper moved on.
      const now = document.activeElement;
      if (opener?.isConnected && (!now || now === document.body || panel.contains(now))) opener.focus();
    };
  }, [open, ref]);
}
