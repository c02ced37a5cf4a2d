import { fireEvent } from '@testing-library/react';
import { preloadMarked, preloadOnIntent } from './intent-preload';

describe('preloadOnIntent', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  function page(html: string) {
    document.body.innerHTML = html;
    const preload = jest.fn();
    stop = preloadOnIntent(document, preload);
    return preload;
  }

  it('preloads the area owning a link when the pointer reaches it, once per area', () => {
    const preload = page('<a href="/product/amnesia-auto"><span>Amnesia</span></a><a href="/product/other">Other</a>');
    fireEvent.pointerOver(document.querySelector('span')!);
    fireEvent.pointerOver(document.querySelectorAll('a')[1]!);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith('mf_product');
  });

  it('reacts to keyboard focus and touch, and resolves storefront prefixes and German paths', () => {
    const preload = page('<a href="/de/collections/high-thc">Kollektion</a><a href="/de/produkt/x">Produkt</a>');
    fireEvent.focusIn(document.querySelectorAll('a')[0]!);
    fireEvent.touchStart(document.querySelectorAll('a')[1]!);
    expect(preload.mock.calls).toEqual([['mf_catalog'], ['mf_product']]);
  });

  it('ignores links to other sites, shell pages and non-links', () => {
    const preload = page('<a href="https://example.org/product/x">away</a><a href="/404">lost</a><p>text</p>');
    for (const element of document.querySelectorAll('a, p')) fireEvent.pointerOver(element);
    expect(preload).not.toHaveBeenCalled();
  });

  it("preloads the area handling a button's command, and a control's named area", () => {
    const preload = page(
      '<button data-intent-command="cart:add-item"><span>Add</span></button><button data-preload-area="mf_cart_checkout">Cart</button><button data-intent-command="ui:toast">t</button>',
    );
    fireEvent.pointerOver(document.querySelector('span')!);
    expect(preload.mock.calls).toEqual([['mf_cart_checkout']]);
    fireEvent.focusIn(document.querySelectorAll('button')[1]!);
    fireEvent.pointerOver(document.querySelectorAll('button')[2]!);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('stops listening when asked', () => {
    const preload = page('<a href="/product/x">x</a>');
    stop();
    fireEvent.pointerOver(document.querySelector('a')!);
    expect(preload).not.toHaveBeenCalled();
  });
});

describe('preloadMarked', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('loads the area behind each control the page marks, once per area, and nothing unmarked', () => {
    document.body.innerHTML = [
      '<button data-intent-command="cart:add-item" data-preload-idle>Add</button>',
      '<button data-intent-command="cart:add-item" data-preload-idle>Add again</button>',
      '<a href="/collections/high-thc" data-preload-idle>More</a>',
      '<button data-intent-command="ui:toast" data-preload-idle>shell</button>',
      '<button data-intent-command="wishlist:toggle">Heart</button>',
    ].join('');
    const preload = jest.fn();
    preloadMarked(document, preload);
    expect(preload.mock.calls).toEqual([['mf_cart_checkout'], ['mf_catalog']]);
  });
});
