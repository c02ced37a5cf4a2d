import { BOOT_ELEMENT_ID, EARLY_FORMS, type RemoteName, type RouteId } from '@storefront/shared-contracts';

/**
 * Add to cart before hydration, without a new page. Natively the product's form posts to the api, which answers
 * 303 to the product page showing the result: on a slow phone that is a whole page load (~0.7 s), and the shop's
 * own boot takes seconds. This handler, part of the page's inline loader, sends the same form with fetch asking for
 * JSON (the api's form route answers the pack added and the cart's counts) and shows the dialog the product page
 * renders hidden for each pack (the `?added=` notice's twin), with the header's count.
 */

/** The form the handler takes over (mf-product's order form; mf-product added-notice.tsx `EARLY_ADD_FORM`). */
export const EARLY_ADD_FORM = 'data-early-add';
/** A hidden dialog per pack, this attribute its pack id (mf-product added-notice.tsx `EarlyAddedNotices`). */
export const EARLY_ADDED_DIALOG = 'data-early-added';
/** The test id of the dialog on screen (the cart modal's: tests and the first-tap bench find the one shown). */
const SHOWN_TEST_ID = 'cart-added-modal';
const HIDDEN_TEST_ID = 'early-added-modal';
/**
 * The cart area's frame data in the server's state (its api slice, and the area marked as prefetched): left out
 * once the cart changed, as the edge does for a shopper with a cart (page-response.ts), so the shell fetches the
 * cart at boot instead of starting from the one the page was rendered with.
 */
const CART_STATE = 'cartCheckoutApi';
const CART_AREA: RemoteName = 'mf_cart_checkout';

/** The routes whose page has the product's add form; no other page carries the handler. */
const EARLY_ADD_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>(['product', 'product-slug']);

export function earlyAddFor(routeId: RouteId): boolean {
  return EARLY_ADD_ROUTES.has(routeId);
}

/**
 * The handler as inline code for the loader's submit capture (hydration.ts `earlyCaptureScript`), which expects `D`
 * and `W` and calls `call` for a POST form's first submit after marking it (`posted`: a second tap while it is on its
 * way is not sent). A submit it takes goes no further: the shell may be hydrating the form at that moment, and its
 * own handler would send the add a second time. Without fetch, for another form, or without the pack's dialog it
 * does nothing: the native post goes on. An answer that is not a success (a refusal, no network) posts the form natively, so the page the api
 * answers says why. On success it marks the form sendable again and shows the pack's dialog with showModal() (React
 * keeps it open). The counts an answer brings go where the page's reader takes them:
 * - sent before the shell started, into the header's counts and the boot data (so hydration matches the page); the
 *   shell waits for an add on its way before it reads the page (`EARLY_FORMS.page`, as for a listing's change);
 * - sent once the shell has read the page (a tap while the shop boots), the answer onto `EARLY_FORMS.added` for the
 *   shell to apply once hydrated (it reads the counts off it): counts changed under a page being hydrated would not
 *   match its state, and React would render the page anew. The dialog does not wait for that: holding the tap
 *   until the whole shop had booted and the cart area had loaded cost seconds on a phone.
 */
export function earlyAddScript(posted: string): { call: string; source: string } {
  const K = JSON.stringify(EARLY_FORMS.page);
  const A = JSON.stringify(EARLY_FORMS.added);
  const source = [
    `function ea(e,f){var p=new URLSearchParams(new FormData(f)),i=p.get('packId'),g=W.fetch&&f.hasAttribute('${EARLY_ADD_FORM}')&&/^\\d+$/.test(i)&&D.querySelector('dialog[${EARLY_ADDED_DIALOG}="'+i+'"]');`,
    `if(!g||!g.showModal)return;e.preventDefault();e.stopPropagation();var c=W[${K}]===true,q=fetch(f.action,{method:'POST',body:p,headers:{Accept:'application/json'}})`,
    `.then(function(r){if(!r.ok)throw r;return r.json().catch(function(){return{}})})`,
    `.then(function(j){f.${posted}=0;try{shown(g,j,c)}catch(x){}setTimeout(go)},function(){f.submit()});if(!c)W[${K}]=q;return 1}`,
    `function shown(g,j,c){var i,T='data-testid',o=D.querySelectorAll('dialog[open]['+T+'=${SHOWN_TEST_ID}]'),n=D.querySelectorAll('[data-visitor=cart-count]');`,
    `for(i=0;i<o.length;i++)o[i].close();`,
    `g.setAttribute(T,'${SHOWN_TEST_ID}');g.addEventListener('close',function(){g.open||g.setAttribute(T,'${HIDDEN_TEST_ID}')},{once:true});g.showModal();if(j.itemCount==null)return;`,
    `if(c)return(W[${A}]=W[${A}]||[]).push(j);`,
    `for(i=0;i<n.length;i++)n[i].textContent=j.itemCount;`,
    `var b=D.getElementById('${BOOT_ELEMENT_ID}'),s=JSON.parse(b.textContent),r=s.rendered;`,
    `r.state.shared.cart={itemCount:j.itemCount,seedCount:j.seedCount};delete r.state.${CART_STATE};`,
    `r.frameAreas=r.frameAreas.filter(function(a){return a!='${CART_AREA}'});b.textContent=JSON.stringify(s)}`,
  ].join('');
  return { call: 'ea(e,f),', source };
}
