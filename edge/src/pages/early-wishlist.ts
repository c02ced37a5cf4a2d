import { BOOT_ELEMENT_ID, EARLY_WISHLIST, EARLY_WISHLIST_ROUTES, type RouteId } from '@storefront/shared-contracts';

/**
 * A guest's wishlist heart before hydration. The wishlist is for logged-in shoppers, so what a guest's tap must show
 * is the prompt to log in or sign up: held until the whole shop had booted, that took 3.4 s on a slowed phone
 * (docs/measurements.md). The shell renders the prompt hidden on those pages (shell/src/layout/wishlist-guest.tsx);
 * this handler, part of the page's loader, shows it at the tap, in the tap's own frame.
 */

/** The pages with hearts (the product page, listings, search results): no other page carries the handler. */
export function earlyWishlistFor(routeId: RouteId): boolean {
  return EARLY_WISHLIST_ROUTES.has(routeId);
}

/**
 * The handler as inline code for the loader's click capture (hydration.ts `earlyCaptureScript`), which expects `D`
 * and calls `call` with the event and the held button; it answers 1 when it showed the prompt (the tap is then not
 * held for a replay: the hydrated heart would open the shop's own login popup over it), else 0 and the tap is held as
 * before. It answers only for a guest as the page's boot data says (the edge fills in each shopper's session there):
 * a logged-in shopper's tap is a write, for the shop. Without `showModal`, without the prompt, or with boot data it
 * cannot read, it leaves the tap to be held. The login link is pointed back to the page as it is at the tap (a
 * listing's filters may have changed it in place).
 */
export function earlyWishlistScript(): { call: string; source: string } {
  const source = [
    `function wl(e,b){var g=D.querySelector('dialog[${EARLY_WISHLIST.dialog}]'),a,s;`,
    `if(!b.matches(${JSON.stringify(EARLY_WISHLIST.heart)})||!g||!g.showModal)return 0;`,
    `try{s=JSON.parse(D.getElementById('${BOOT_ELEMENT_ID}').textContent).rendered.state.shared.session.loggedIn}catch(x){return 0}`,
    `if(s!==false)return 0;e.preventDefault();e.stopPropagation();`,
    `a=g.querySelector('a[${EARLY_WISHLIST.loginLink}]');if(a)a.search='?${EARLY_WISHLIST.returnQuery}='+encodeURIComponent(location.pathname+location.search);`,
    `if(!g.open)g.showModal();return 1}`,
  ].join('');
  return { call: 'wl(e,b)', source };
}
