import type { Page } from '@playwright/test';

export type ScrollPosition = 'top' | 'middle' | 'bottom';

/**
 * Scrolls to `position` and returns what is wrong with the layout there, empty when all is well:
 * - the page scrolls sideways, or a visible element reaches past the left or right edge (outside a box that
 *   scrolls or clips sideways, which is that box's business);
 * - the sticky header is scrolled away, or a tap on one of its buttons lands on something else;
 * - a visible price or button in the viewport is covered: the element at its centre is neither it, inside it,
 *   nor around it. What the sticky header covers is meant to be under it and does not count.
 *
 * With `drawer` (the test id of an open drawer) the drawer's own scrolling body is scrolled, and only the prices
 * and buttons inside the drawer are checked: the drawer rightly covers the page and the header.
 *
 * One `page.evaluate` per position: the check runs some 750 times per language, and Playwright round trips per
 * element would cost minutes.
 */
export async function layoutProblems(page: Page, position: ScrollPosition, drawer?: string): Promise<string[]> {
  return page.evaluate(
    async ({ position, drawer }) => {
      const problems: string[] = [];
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const root = document.documentElement;
      const panel = drawer ? document.querySelector<HTMLElement>(`[data-testid="${drawer}"]`) : null;
      if (drawer && !panel) return [`no ${drawer}`];
      const scroller =
        (panel &&
          [panel, ...panel.querySelectorAll<HTMLElement>('*')].find(
            (element) =>
              element.scrollHeight > element.clientHeight + 1 &&
              /auto|scroll/.test(getComputedStyle(element).overflowY),
          )) ||
        (panel ? null : (document.scrollingElement as HTMLElement));
      // Lazy sections (`content-visibility: auto`, images) may grow once on screen: scroll until the target holds.
      for (let round = 0; scroller && round < 3; round += 1) {
        const max = scroller.scrollHeight - scroller.clientHeight;
        const target = position === 'top' ? 0 : position === 'middle' ? Math.round(max / 2) : max;
        if (round > 0 && Math.abs(scroller.scrollTop - target) < 2) break;
        scroller.scrollTop = target;
        await frames();
      }

      const describe = (element: Element | null) => {
        if (!element) return 'nothing';
        const id = element.closest('[data-testid]')?.getAttribute('data-testid');
        const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 30);
        return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''}${label ? ` "${label}"` : ''}`;
      };
      const shown = (element: Element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !element.closest('[aria-hidden="true"], [hidden], [inert]');

      // Sideways: the page, and any visible element past an edge that no sideways-clipping box holds.
      const width = root.clientWidth;
      if (root.scrollWidth > width) problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${width}`);
      const clipsSideways = (element: Element) =>
        /^(auto|scroll|hidden|clip)$/.test(getComputedStyle(element).overflowX);
      const heldByABox = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
          if (clipsSideways(parent)) return true;
        return false;
      };
      const visuallyHidden = (element: Element) => {
        const style = getComputedStyle(element);
        return style.clip !== 'auto' || style.clipPath !== 'none';
      };
      const beyond = [...document.body.querySelectorAll('*')].filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        if (box.right <= width + 0.5 && box.left >= -0.5) return false;
        return shown(element) && !visuallyHidden(element) && !heldByABox(element);
      });
      for (const element of beyond.slice(0, 5)) {
        const box = element.getBoundingClientRect();
        problems.push(`${describe(element)} beyond the edge: ${Math.round(box.left)}..${Math.round(box.right)}`);
      }

      // The sticky header: on screen, and on top at every one of its buttons.
      const header = document.querySelector<HTMLElement>('[data-testid="header"]');
      if (!panel && header) {
        if (header.getBoundingClientRect().top < -0.5) problems.push('the header scrolled away');
        for (const button of header.querySelectorAll('button')) {
          const box = button.getBoundingClientRect();
          if (box.width === 0 || !shown(button)) continue;
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (!hit || !header.contains(hit)) problems.push(`header ${describe(button)} covered by ${describe(hit)}`);
        }
      }

      // Prices (text with a currency sign beside a digit) and buttons in the viewport, each on top at its centre.
      const scope: Element = panel ?? document.body;
      const candidates = new Set<Element>(
        scope.querySelectorAll('button, [role="button"], input[type="submit"], input[type="button"]'),
      );
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode())
        if (/[€£$]\s?\d|\d\s?€|CHF\s?\d/.test(text.textContent ?? '') && text.parentElement)
          candidates.add(text.parentElement);
      const height = window.innerHeight;
      let covered = 0;
      for (const element of candidates) {
        if (!panel && (header?.contains(element) || element.closest('[role="dialog"]'))) continue;
        if (!shown(element) || visuallyHidden(element)) continue;
        // The part of it that is on screen: inside the viewport and every box that clips it.
        const box = element.getBoundingClientRect();
        let [left, top, right, bottom] = [
          Math.max(box.left, 0),
          Math.max(box.top, 0),
          Math.min(box.right, width),
          Math.min(box.bottom, height),
        ];
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          [left, top, right, bottom] = [
            Math.max(left, clip.left),
            Math.max(top, clip.top),
            Math.min(right, clip.right),
            Math.min(bottom, clip.bottom),
          ];
        }
        if (right - left < 2 || bottom - top < 2) continue;
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        if (hit && (element.contains(hit) || hit.contains(element))) continue;
        // Scrolled under the sticky header: that is what a sticky header does.
        if (!panel && hit && header?.contains(hit)) continue;
        covered += 1;
        if (covered <= 5) problems.push(`${describe(element)} covered by ${describe(hit)}`);
      }
      if (covered > 5) problems.push(`and ${covered - 5} more covered`);
      return problems;
    },
    { position, drawer },
  );
}
