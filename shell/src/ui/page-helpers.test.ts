import { createLazyBackgrounds, LAZY_BACKGROUND_MARGIN_PX, setUpStickyElements } from './page-helpers';

describe('sticky elements', () => {
  it('stick with their top gap (pixels, or auto below the sticky header) and bottom gap', () => {
    document.body.innerHTML = `
      <header data-testid="header" data-sticky data-sticky-top="0"></header>
      <aside id="a" data-sticky data-sticky-top="auto" data-sticky-bottom="12"></aside>
      <aside id="b" data-sticky data-sticky-top="24"></aside>`;
    const header = document.querySelector('header')!;
    header.getBoundingClientRect = () => ({ height: 64 }) as DOMRect;
    setUpStickyElements();
    expect(header.style.position).toBe('sticky');
    expect(header.style.top).toBe('0px');
    expect(document.getElementById('a')!.style.top).toBe('64px');
    expect(document.getElementById('a')!.style.bottom).toBe('12px');
    expect(document.getElementById('b')!.style.top).toBe('24px');
  });
});

describe('lazy background images', () => {
  it('set the background once within 100 px of the viewport, and pick up new elements on a scan', () => {
    const observed: Element[] = [];
    let callback: IntersectionObserverCallback = () => undefined;
    let options: IntersectionObserverInit | undefined;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(cb: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        callback = cb;
        options = init;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
    };
    document.body.innerHTML = '<div id="hero" data-bg="/img/hero.webp"></div>';
    const scan = createLazyBackgrounds();
    scan();
    expect(options?.rootMargin).toBe(`${LAZY_BACKGROUND_MARGIN_PX}px`);
    const hero = document.getElementById('hero')!;
    callback(
      [{ isIntersecting: false, target: hero } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    expect(hero.style.backgroundImage).toBe('');
    callback(
      [{ isIntersecting: true, target: hero } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    expect(hero.style.backgroundImage).toBe('url("/img/hero.webp")');
    document.body.insertAdjacentHTML('beforeend', '<div id="later" data-bg="/img/b.webp"></div>');
    scan();
    expect(observed.map((e) => e.id)).toEqual(['hero', 'later']);
  });
});
