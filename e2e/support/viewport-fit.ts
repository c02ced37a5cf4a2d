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
