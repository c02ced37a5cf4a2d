const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside a container, in order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[aria-hidden="true"]'),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container` (a drawer or modal) by wrapping around at its ends.
 * Returns the keydown handler to attach while the container is open.
 */
export function trapTab(container: HTMLElement): (event: KeyboardEvent) => void {
  return (event) => {
    if (event.key !== 'Tab') return;
    const items = focusableIn(container);
    if (items.length === 0) {
      event.preventDefault();
      container.focus();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === container)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
