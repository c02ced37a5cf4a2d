import {
  CHAT_EARLY,
  CHAT_WIDGET,
  EARLY_CLICKS,
  EARLY_FORMS,
  EARLY_WISHLIST,
  type ResolvedRoute,
  type RouteId,
} from '@storefront/shared-contracts';
import { EARLY_ADD_FORM, earlyAddFor, earlyAddScript } from './early-add';
import { earlyChatScript } from './early-chat';
import { earlyListingFor, earlyListingScript } from './early-listing';
import { earlyWishlistScript } from './early-wishlist';
import { intlWarmScript } from './intl-warm';
import { jsonForScript } from './script-json';

/**
 * When the browser runs the shop's JavaScript on a server-rendered page (a page that is only read need not pay
 * for booting the shop).
 * - `eager`: the shell's scripts are preloaded in the head and start once the page has painted.
 * - `intent`: the page is read first; nothing but a small inline loader runs until the shopper shows intent
 *   (a click, a key, focus, input, or a mouse over a control; not a scroll, which is reading), then the
 *   shell boots as it does eagerly, and a button clicked meanwhile is replayed once hydrated. Controls the
 *   platform can run (popovers, radio tabs, forms) answer before that. Idle after load it fetches the boot's scripts
 *   into the cache without running them, so the boot a tap starts does not wait for the network. It does not boot
 *   at idle by itself: measured, a boot at idle after load put its script evaluation (100-200 ms tasks on a phone)
 *   under the taps of a reader 2-3 s in (a product tab 35 -> 136 ms, median) and tripled Lighthouse's blocking time.
 */
export type Hydration = 'eager' | 'intent';

/**
 * The pages a shopper mostly reads: home, listings, product, blog and content pages; and the checkout, the login
 * and the account overview (their eager boot cost TBT 100-115 ms in Lighthouse), whose forms are safe
 * before hydration: the checkout and login forms post to the api without JavaScript, and a submit of a form that
 * only works with JavaScript (no `action`) is held and replayed like a button's click. Everything else
 * stays eager: order pages (the overview polls), the other account pages, contact and the Seedfinder
 * (form-first screens), the not-found page (the browser may render it itself) and unknown routes.
 */
const INTENT_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'index',
  'collections',
  'collections-all',
  'collections-slug',
  'collections-slug-page',
  'price-list',
  'product',
  'product-slug',
  'blog',
  'blog-slug',
  'authors',
  'authors-slug',
  'reviews',
  'sitemap',
  'faq',
  'our-story',
  'affiliates',
  'work-careers',
  'discount-codes',
  'refund-policy',
  'return-policy',
  'privacy-policy',
  'terms-conditions',
  'shipping-delivery',
  'payment-processing',
  'checkout',
  'login',
  'account',
]);

/** The one place that decides a route's hydration. */
export function hydrationFor(route: Pick<ResolvedRoute, 'match'>): Hydration {
  return !route.match.notFound && INTENT_ROUTES.has(route.match.routeId) ? 'intent' : 'eager';
}

/**
 * The events that count as intent; `pointerover` only over a control and not by a finger. A tap starts the shop with
 * its click (the loader's click capture), not at the touch: on a phone the finger rests 50-100 ms, and the shop's
 * first script, cached or on a fast network, ran in that time and held back the frame that shows what was tapped.
 * Scrolling is reading, not intent: a boot started by it was still running (script evaluations of 100-150 ms at a
 * phone's speed) when the reader tapped what they had scrolled to, a tab, the menu, 2-3 s later; the page's controls
 * answer without the shop, and the shop starts with the first click instead (docs/measurements.md).
 */
export const INTENT_EVENTS = ['keydown', 'focusin', 'input', 'pointerover'] as const;
const CONTROLS = 'a[href],button,input,select,textarea,summary,label,[tabindex],[role=button]';
/**
 * What a click before hydration must not do natively: a JavaScript button, or submitting a form without `action`.
 * A button with `popovertarget` is the platform's (the header's drawers open with it before hydration), and so is a
 * `method="dialog"` form's submit (it closes its dialog): left alone.
 */
export const HELD_BEFORE_HYDRATION = `button[type=button]:not([popovertarget]),form:not([action],[method=dialog],[${CHAT_EARLY.form}]) button:not([type=button],[type=reset]),form:not([action],[method=dialog],[${CHAT_EARLY.form}]) input[type=submit]`;
/**
 * On a page with hearts: a heart submits its form only without JavaScript (a logged-in shopper's tap would leave
 * the page for the wishlist); with it, the tap is the shop's, held (or answered for a guest, early-wishlist.ts).
 */
const HELD_WITH_HEARTS = `${HELD_BEFORE_HYDRATION},button${EARLY_WISHLIST.heart}`;

/**
 * Set on a POST form the browser is submitting: a second tap while the answer is on its way (add to cart twice on a
 * slow phone) is not sent again. Cleared when the page is shown again (back to it from the bfcache).
 */
const POSTED = '__sfP';

/**
 * A page's own handler in its loader, before hydration: a product page sends its add form itself (early-add.ts), a
 * listing fetches the page a filter change asks for (early-listing.ts).
 */
export type EarlyHandler = 'add' | 'listing';

export function earlyHandlerFor(routeId: RouteId): EarlyHandler | undefined {
  if (earlyAddFor(routeId)) return 'add';
  return earlyListingFor(routeId) ? 'listing' : undefined;
}

const NO_HANDLER = { call: '', source: '' };

/**
 * The capture both boot scripts (this loader and the eager page's, page-template.ts) install until the shell
 * hydrates, as inline code that expects `D` (document), `W` (window) and the script's own `go()` (start the shop):
 * a click on a button that needs JavaScript, or on the submit button of a form without `action`, and such a
 * form's own submit (Enter), is held in `window[EARLY_CLICKS.queue]` for the shell to replay, and starts the shop;
 * a change in a form marked `EARLY_FORMS.submitOnChange` (a listing's filters and sort: every change is a new page)
 * is answered by the server's page at once, fetched in place by a listing's handler or else submitted natively,
 * instead of waiting for the whole shop to boot; a POST form with an action is sent once per page shown.
 * Submitted natively, a form without `action` would put its fields, a password too, in the page's URL.
 * With `wishlist` (a page with hearts), a guest's tap on a heart shows the shell's prompt instead of being held
 * (early-wishlist.ts); with `chat` (mf_support deployed), a question sent in the chat's box is kept for the chat
 * (early-chat.ts).
 */
export function earlyCaptureScript(early?: EarlyHandler, wishlist = false, chat = false): string {
  // On a product page a POST form's first submit may be the early add's to send (early-add.ts).
  const add = early === 'add' ? earlyAddScript(POSTED) : NO_HANDLER;
  const listing = early === 'listing' ? earlyListingScript() : { ...NO_HANDLER, owned: '' };
  // Intent in a region the page's handler answers by itself does not start the shop (early-listing.ts).
  const own = listing.owned
    ? `function own(e){var t=e.target;return t&&t.closest&&t.closest(${JSON.stringify(listing.owned)})}`
    : '';
  const start = listing.owned ? 'if(!own(e))go()' : 'go()';
  const heart = wishlist ? earlyWishlistScript() : null;
  const question = chat ? earlyChatScript() : null;
  return [
    `var q=W.${EARLY_CLICKS.queue}=[];`,
    `function hold(e,b){e.preventDefault();e.stopPropagation();if(q.indexOf(b)<0)q.push(b)}`,
    own,
    // Intent in the early add's form does not start the shop: its button starts it once its dialog shows (its submit,
    // `ea`; started at the tap, the shop's scripts, from the cache they are fetched into at idle, ran between the tap
    // and the api's answer), and a pack is chosen with the platform (the chosen price follows the radio in CSS):
    // started by the choice, the boot's 100-200 ms script runs came under the add tap that follows.
    `function early(e){var t=e.target,b=t&&t.closest&&t.closest(${JSON.stringify(wishlist ? HELD_WITH_HEARTS : HELD_BEFORE_HYDRATION)});if(b${heart ? `&&!${heart.call}` : ''})hold(e,b);${early === 'add' ? 'if(na(e))' : ''}${start}}`,
    early === 'add' ? `function na(e){var t=e.target;return!(t&&t.closest&&t.closest('form[${EARLY_ADD_FORM}]'))}` : '',
    heart?.source ?? '',
    question?.source ?? '',
    `function sub(e){var f=e.target,t=0;if(f&&f.tagName==='FORM'){${question ? `if(f.matches('${question.form}'))${question.call};else ` : ''}if(!f.hasAttribute('action')){if(f.method!=='dialog')hold(e,f)}else if(f.method==='post'){if(f.${POSTED}){e.preventDefault();e.stopPropagation()}else ${add.call ? `t=${add.call}` : ''}f.${POSTED}=1}}if(!t)${start}}`,
    add.source,
    listing.source,
    `W.addEventListener('pageshow',function(){for(var i=0;i<D.forms.length;i++)D.forms[i].${POSTED}=0});`,
    `function chg(e){var f=e.target.form;if(f&&f.hasAttribute('${EARLY_FORMS.submitOnChange}')${listing.call ? `&&!${listing.call}` : ''})f.submit()}`,
    `var L=['click',early,'submit',sub,'change',chg];function M(a){for(var i=0;i<6;i+=2)D[a+'EventListener'](L[i],L[i+1],true)}M('add');`,
    `W.${EARLY_CLICKS.stop}=function(){M('remove')};`,
  ].join('');
}
/**
 * Session-storage key the shell's referral tracking sets once it reported (shell/src/tracking/referral.ts,
 * REFERRAL_TRACKED_KEY): a visit from an affiliate link or another site boots at idle, so it is reported.
 */
const REFERRAL_TRACKED_KEY = 'referral-tracked';

/**
 * The intent page's loader (about 2 KB): on the first intent it marks `sf:intent`, preloads the scripts the
 * page needs (the area's entry and chunks, the shell's lazy chunks) and appends the shell's scripts in
 * order, exactly as the eager boot does. Until the shell hydrates, a click on a button that needs JavaScript
 * (`type="button"`, or a submit button of a form without `action`: submitted natively it would put its fields,
 * a password too, in the page's URL) is held in `window[EARLY_CLICKS.queue]` for the shell to replay, and so is
 * such a form's own submit (Enter in its only field); links and the submits of forms with an `action` work
 * without JavaScript and are left alone. An affiliate link (`a_aid`) or a first page reached from another
 * site boots at idle, so the referral is reported as on an eager page. A tap on a chat button (its drawer opens
 * with the platform) also preloads the chat's scripts (`chat`): otherwise the chat waited for the shell's boot and
 * then fetched mf_support's entry, area, messages and chat one after another.
 */
export function intentBootScript(
  scripts: readonly string[],
  preloads: readonly string[],
  integrity: Readonly<Record<string, string>> = {},
  early?: EarlyHandler,
  wishlist = false,
  chat: readonly string[] = [],
): string {
  const all = new Set([...scripts, ...preloads, ...chat]);
  // Intent: any of the events but the pointer passing over the page, which counts over a control only, by a mouse or
  // a pen (a finger's comes with its touch; its click starts the shop).
  const intent = `e.type!=='pointerover'||e.pointerType!=='touch'&&t&&t.closest&&t.closest(C)`;
  const sri = Object.fromEntries([...all].flatMap((src) => (integrity[src] ? [[src, integrity[src]]] : [])));
  return [
    `(function(s,p,h,c){var D=document,W=window,d=0,E=${JSON.stringify(INTENT_EVENTS.join(' '))}.split(' '),C=${JSON.stringify(CONTROLS)};`,
    `function add(u,l){var e=D.createElement(l?'link':'script');if(l){e.rel=l>1?'prefetch':'preload';e.setAttribute('as','script');e.href=u}else{e.src=u;e.async=0}`,
    `if(h[u]){e.integrity=h[u];e.crossOrigin='anonymous'}(l?D.head:D.body).appendChild(e)}`,
    // The scripts go in once the frame that answers the intent is on screen (a drawer, a tab, a tick: a tap's focus
    // and click come with it): on a fast network or from the cache the shell's first script ran (100 ms at a phone's
    // speed) before that frame was painted. The timer is the way on where frames stall (a tab in the background).
    // The intent listeners stay (passive; `go` returns at once after the first).
    // `Intl`'s locale data loads in a worker (intl-warm.ts) while the scripts run, if idle time has not done it yet.
    intlWarmScript(),
    `function go(){if(d)return;d=1;try{performance.mark('sf:intent')}catch(x){}wi();`,
    `requestAnimationFrame(function(){setTimeout(ld)});setTimeout(ld,100)}`,
    // The shell's scripts are asked for first: on a connection limit the preloads queue behind them, not before.
    `function ld(){if(d++>1)return;s.map(function(u){add(u)});p.map(function(u){add(u,1)})${chat.length ? ';if(w)pc()' : ''}}`,
    // The chat's scripts: after the shell's, with the frame that shows the drawer (or at once if the shop runs).
    chat.length
      ? `var w=0;function pc(){if(w>1)return;w=2;c.map(function(u){add(u,1)})}D.addEventListener('click',function(e){var t=e.target;if(t&&t.closest&&t.closest('[popovertarget=${CHAT_WIDGET.drawerId}]')){if(!w)w=1;if(d>1)pc()}},true);`
      : '',
    `function on(e){var t=e.target;if(${early === 'listing' ? `!own(e)&&(${intent})` : early === 'add' ? `na(e)&&(${intent})` : intent})go()}`,
    earlyCaptureScript(early, wishlist, chat.length > 0),
    `for(var i=0;i<E.length;i++)D.addEventListener(E[i],on,{capture:true,passive:true});`,
    // Once the page has loaded and the browser is idle, the scripts the shop's start-up needs are fetched into the
    // cache (not run: no main-thread work), so a tap later boots from it rather than over the network; and `Intl` is
    // warmed on a worker's thread. Not where the shopper asked to save data.
    `W.addEventListener('load',function(){(W.requestIdleCallback||setTimeout)(function(){var n=navigator.connection;if(!d&&!(n&&n.saveData)){s.concat(p).map(function(u){add(u,2)});wi()}})},{once:true});`,
    `try{var r=D.referrer?new URL(D.referrer).host:'';if(/[?&]a_aid=/.test(location.search)||(r&&r!==location.host&&sessionStorage.getItem('${REFERRAL_TRACKED_KEY}')!=='true'))(W.requestIdleCallback||setTimeout)(go)}catch(x){}`,
    `})(${jsonForScript(scripts)},${jsonForScript(preloads)},${jsonForScript(sri)}${chat.length ? `,${jsonForScript(chat)}` : ''})`,
  ].join('');
}
