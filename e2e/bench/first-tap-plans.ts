// What the first-tap bench taps and what it waits for, and the phone it taps on (see first-tap.ts).
export const SCENARIOS = [
  'menu',
  'add-to-cart',
  'pack-then-add',
  'filter',
  'reviews-tab',
  'wishlist',
  'chat',
  'chat-ready',
  'chat-window',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** What the tap must bring on screen: an element becoming visible, or an element's text changing (and not busy). */
export type Expectation = { kind: 'visible'; selector: string } | { kind: 'changed'; selector: string };

export interface ScenarioPlan {
  path: (slugs: { product: string }) => string;
  /** Taps that come before the measured one (not measured), each awaited until the given element is visible. */
  before?: Array<{ tap: string; until: string }>;
  tap: string;
  expect: Expectation;
}

const byTestId = (id: string) => `[data-testid="${id}"]`;
const SECOND_PACK = `${byTestId('pack-option')}:nth-of-type(2)`;

// The test ids are the page objects' (e2e/pages/shop-frame.ts, product-page.ts, added-modal.ts, collection-page.ts).
export const PLANS: Record<Scenario, ScenarioPlan> = {
  menu: {
    path: () => '/',
    tap: byTestId('header-menu-button'),
    expect: { kind: 'visible', selector: byTestId('menu-panel') },
  },
  'add-to-cart': {
    path: ({ product }) => `/product/${product}`,
    tap: byTestId('add-to-cart'),
    expect: { kind: 'visible', selector: byTestId('cart-added-modal') },
  },
  // A shopper who chooses a pack first: that tap is intent and starts the shop, so the add lands while it boots.
  'pack-then-add': {
    path: ({ product }) => `/product/${product}`,
    before: [{ tap: SECOND_PACK, until: `${SECOND_PACK} input:checked` }],
    tap: byTestId('add-to-cart'),
    expect: { kind: 'visible', selector: byTestId('cart-added-modal') },
  },
  filter: {
    path: () => '/collections/all',
    before: [{ tap: byTestId('filter-panel-toggle'), until: byTestId('filter-option-promotions-1') }],
    tap: byTestId('filter-option-promotions-1'),
    // The listing's count ("123 strains") changes once the filtered listing is on screen: the pending text the
    // listing shows meanwhile (in a region marked busy) is not the result.
    expect: { kind: 'changed', selector: byTestId('listing-count') },
  },
  'reviews-tab': {
    path: ({ product }) => `/product/${product}`,
    tap: byTestId('tab-reviews'),
    expect: { kind: 'visible', selector: byTestId('tabpanel-reviews') },
  },
  // A guest's heart: the wishlist is for logged-in shoppers, so the tap's answer is the prompt saying so, the
  // shell's before the shop runs, the account area's login popup once it does (the shell's stays hidden then).
  wishlist: {
    path: ({ product }) => `/product/${product}`,
    tap: byTestId('wishlist-heart'),
    expect: {
      kind: 'visible',
      selector: `dialog[open]${byTestId('wishlist-guest-prompt')}, ${byTestId('login-popup')}`,
    },
  },
  // The chat's drawer; the chat ready for a question (the shell's question box until mf_support's chat is in, which
  // takes the question over); and the chat's own window in.
  chat: {
    path: () => '/',
    tap: byTestId('chat-launcher'),
    expect: { kind: 'visible', selector: byTestId('chat-panel') },
  },
  'chat-ready': {
    path: () => '/',
    tap: byTestId('chat-launcher'),
    expect: { kind: 'visible', selector: byTestId('chat-input') },
  },
  'chat-window': {
    path: () => '/',
    tap: byTestId('chat-launcher'),
    expect: { kind: 'visible', selector: byTestId('chat-window') },
  },
};

export const PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
export const CPU_SLOWDOWN = 4;
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const TAP_TIMEOUT_MS = 20_000;
