/** Spec 9: lazy background images load within 100 px of the viewport, re-scanned 300 ms after a navigation. */
export const LAZY_BACKGROUND_MARGIN_PX = 100;
export const LAZY_BACKGROUND_RESCAN_MS = 300;
/** Spec 9: sticky elements are set up 100 ms after load and 300 ms after each navigation. */
export const STICKY_SETUP_AFTER_LOAD_MS = 100;
export const STICKY_SETUP_AFTER_NAVIGATION_MS = 300;

/**
 * Elements with `data-bg="<url>"` get it as their background image once they come within
 * LAZY_BACKGROUND_MARGIN_PX of the viewport. Returns a scan function (call after navigations).
 */
export function createLazyBackgrounds(root: ParentNode = document) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const element = entry.target as HTMLElement;
        const url = element.dataset.bg;
        if (url) element.style.backgroundImage = `url("${url.replace(/["\\\n]/g, '')}")`;
        element.removeAttribute('data-bg');
        observer.unobserve(element);
      }
    },
    { rootMargin: `${LAZY_BACKGROUND_MARGIN_PX}px` },
  );
  return function scan() {
    for (const element of root.querySelectorAll<HTMLElement>('[data-bg]')) observer.observe(element);
  };
}

/**
 * Elements with `data-sticky` stick with a top gap (`data-sticky-top`: pixels, or `auto` for below the
 * sticky header) and an optional bottom gap (`data-sticky-bottom`, pixels).
 */
export function setUpStickyElements(root: ParentNode = document): void {
  const header = root.querySelector<HTMLElement>('[data-testid="header"][data-sticky]');
  const headerHeight = header ? header.getBoundingClientRect().height : 0;
  for (const element of root.querySelectorAll<HTMLElement>('[data-sticky]')) {
    const top = element.dataset.stickyTop ?? '0';
    const bottom = element.dataset.stickyBottom;
    element.style.position = 'sticky';
    element.style.top = top === 'auto' ? `${element === header ? 0 : headerHeight}px` : `${Number(top) || 0}px`;
    if (bottom !== undefined) element.style.bottom = `${Number(bottom) || 0}px`;
  }
}
