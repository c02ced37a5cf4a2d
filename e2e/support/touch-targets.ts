import type { Locator } from '@playwright/test';

/** WCAG 2.2 target size (2.5.5, the enhanced level the shop holds itself to): 44 x 44 CSS px. */
export const MIN_TARGET_PX = 44;

/**
 * The controls inside `scope` that a finger would find too small: visible links, buttons, fields, selects,
 * summaries and other focusable elements whose target is under 44 px wide or tall. A checkbox or radio's
 * target is its label (the whole label takes the tap). As `tag[data-testid] "name" WxH`.
 */
export async function smallTargets(scope: Locator, minimum = MIN_TARGET_PX): Promise<string[]> {
  return scope.evaluate((root, min) => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        getComputedStyle(element).visibility !== 'hidden' &&
        !element.closest('[aria-hidden="true"]')
      );
    };
    const target = (element: Element): Element => {
      if (element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type))
        return element.closest('label') ?? element.labels?.[0] ?? element;
      return element;
    };
    const controls = [...(root.matches(CONTROLS) ? [root] : []), ...root.querySelectorAll(CONTROLS)];
    return controls
      .filter(visible)
      .map((element) => ({ element, box: target(element).getBoundingClientRect() }))
      .filter(({ box }) => box.width < min - 0.5 || box.height < min - 0.5)
      .map(({ element, box }) => {
        const id = element.getAttribute('data-testid');
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
        return `${element.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`;
      });
  }, minimum);
}
