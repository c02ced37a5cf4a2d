// Apart from the drawer component, so the boot can ask it without loading React or styled-components.

/** Whether the platform shows `element` as an open popover (false where the platform has no popovers). */
export function isPopoverOpen(element: Element): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}
