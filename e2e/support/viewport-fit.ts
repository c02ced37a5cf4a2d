import type { Locator, Page } from '@playwright/test';

export interface Overflow {
  /** `document.documentElement.scrollWidth` and `clientWidth`: the page scrolls sideways when the first is larger. */
  scrollWidth: number;
  clientWidth: number;
  /**
   * Visible elements reaching past the right edge of the screen (by more than half a pixel) although no
   * scrolling box holds them: cut off, or widening the page. At most 10, as `tag[data-testid] right`.
   */
  beyondEdge: string[];
}

/**
 * How the page fits the screen's width. Elements inside a box that scrolls or clips sideways (a table's
 * scroll region, a drawer's body) are that box's business, and closed drawers are hidden, so neither counts.
 */
export async function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const clipsSideways = (element: Element) => /^(auto|scroll|hidden|clip)$/.test(getComputedStyle(element).overflowX);
    const heldByABox = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (clipsSideways(parent)) return true;
      return false;
    };
    const beyondEdge = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) return false;
        if (element.closest('[aria-hidden="true"], [hidden]')) return false;
        if (getComputedStyle(element).visibility === 'hidden') return false;
        return !heldByABox(element);
      })
      .slice(0, 10)
      .map((element) => {
        const id = element.getAttribute('data-testid');
        return `${element.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''} ${Math.round(element.getBoundingClientRect().right)}`;
      });
    return { scrollWidth: root.scrollWidth, clientWidth: width, beyondEdge };
  });
}

/** The element's box lies inside the viewport (its whole width and height). */
export async function insideViewport(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = locator.page().viewportSize();
  if (!box || !size) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
}

/**
 * Elements in and under `locator` (a drawer, a modal) whose content is wider than they are, other than
 * the boxes meant to scroll sideways (a table's labelled scroll region): a phone would cut that content off
 * or let it slide. As `tag[data-testid] scrollWidth>clientWidth`.
 */
export async function sidewaysScrollers(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
      .filter((element) => element.getAttribute('role') !== 'region')
      .filter((element) => /^(auto|scroll|hidden|clip)$/.test(getComputedStyle(element).overflowX))
      .map((element) => {
        const id = element.getAttribute('data-testid');
        return `${element.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''} ${element.scrollWidth}>${element.clientWidth}`;
      }),
  );
}

/**
 * For each header button (`header-{name}-button`): it lies inside the viewport, a tap at its centre lands on
 * it (nothing covers it), a click opens its drawer (`{name}-panel`) over the whole screen, and Escape closes
 * it again. Done inside the page, one drawer after the other (a sweep over every route cannot afford four
 * round trips of Playwright actions per page; `touch-targets.spec.ts` taps them for real). Returns the
 * problems found, empty when all is well. Needs `prefers-reduced-motion: reduce` (drawers without slide).
 */
export async function headerDrawerProblems(page: Page, names: readonly string[]): Promise<string[]> {
  return page.evaluate(async (drawers) => {
    const problems: string[] = [];
    const until = async (done: () => boolean, ms = 5_000) => {
      const start = performance.now();
      while (!done()) {
        if (performance.now() - start > ms) return false;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return true;
    };
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    for (const name of drawers) {
      const button = document.querySelector<HTMLElement>(`[data-testid="header-${name}-button"]`);
      const drawer = document.querySelector<HTMLElement>(`[data-testid="${name}-panel"]`);
      if (!button || !drawer) {
        problems.push(`${name}: no button or drawer`);
        continue;
      }
      const box = button.getBoundingClientRect();
      if (box.left < 0 || box.top < 0 || box.right > width + 0.5 || box.bottom > height + 0.5 || box.width === 0)
        problems.push(
          `${name}: button outside the viewport (${Math.round(box.left)}, ${Math.round(box.top)}, ${Math.round(box.width)} x ${Math.round(box.height)})`,
        );
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !button.contains(hit))
        problems.push(`${name}: a tap at its centre lands on ${hit?.tagName ?? 'nothing'}`);
      button.click();
      // Open, and ready for keys once it holds the focus.
      if (
        !(await until(() => drawer.getAttribute('aria-hidden') === 'false' && drawer.contains(document.activeElement)))
      ) {
        problems.push(`${name}: the click did not open the drawer`);
        continue;
      }
      const panel = drawer.getBoundingClientRect();
      if (
        Math.round(panel.left) !== 0 ||
        Math.round(panel.width) !== width ||
        getComputedStyle(drawer).visibility !== 'visible'
      )
        problems.push(
          `${name}: the drawer is ${Math.round(panel.width)} px wide at ${Math.round(panel.left)}, not the whole screen`,
        );
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      if (!(await until(() => drawer.getAttribute('aria-hidden') === 'true')))
        problems.push(`${name}: Escape did not close it`);
    }
    return problems;
  }, names);
}
