import { BOOT_ELEMENT_ID, EARLY_FORMS, type RouteId } from '@storefront/shared-contracts';

/**
 * A listing's filter or sort change before the shell runs, without a page load. Natively the loader would submit
 * the GET form: on a slow phone a whole new document (~0.5 s before the count changes, the page blank meanwhile).
 * This handler, part of the page's inline loader, fetches the same address and puts the new page in place of the
 * old one: the root's markup, the boot data (so the shell later hydrates the page it finds), the head's title,
 * description, canonical and alternates, the styles, and the address (pushState: the one the new page names, when
 * it names one, `EARLY_FORMS.address`; else the form's fields as they come). At the change it shows the
 * pending text the page marks (`EARLY_FORMS.pendingText`, "Loading…", as the hydrated listing does) and marks the
 * listing busy; the panel the shopper had open stays open and the box they ticked keeps the focus.
 *
 * Intent inside the filter panel (`EARLY_FORMS.owned`: opening it, a tick, the keyboard in it) does not start the
 * shop: its download and start-up would compete with the page on a slow phone, and the panel works without it. A
 * later change supersedes an earlier one still on its way. An answer that is not the same page with new parameters
 * (an error, a redirect elsewhere, no network) submits the form natively, so the server's page says why. The shop's
 * scripts arriving change nothing here: only once the shell has read the page (just before it hydrates it) is a
 * change left to it, and it gives the tick back to the hydrated form, whose own navigation answers it. Back before
 * then reloads the address (the shell's router handles it once it has the page).
 */

/** The routes whose page has a filter form (mf-catalog's listing); no other page carries the handler. */
const EARLY_LISTING_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'collections-all',
  'collections-slug',
  'collections-slug-page',
]);

export function earlyListingFor(routeId: RouteId): boolean {
  return EARLY_LISTING_ROUTES.has(routeId);
}

/** The head elements a listing's address decides (page-template.ts, seo-tags.ts), replaced with the new page's. */
const HEAD_SWAPPED = [
  'meta[name=description]',
  'meta[name=robots]',
  'link[rel=canonical]',
  'link[rel=alternate]',
  'link[rel=prev]',
  'link[rel=next]',
  'script[type="application/ld+json"]',
  'style',
].join(',');

/**
 * The handler as inline code for the loader's change capture (hydration.ts `earlyCaptureScript`), which expects `D`
 * and `W`: `call` runs with the form `f` and is true when the handler took the change (else the form is submitted);
 * `owned` is the selector of the regions whose intent does not boot the shop.
 */
export function earlyListingScript(): { call: string; source: string; owned: string } {
  const K = JSON.stringify(EARLY_FORMS.page);
  const P = EARLY_FORMS.pendingText;
  const source = [
    // Every browser with fetch has DOMParser and pushState; without fetch or URLSearchParams the form is submitted.
    `var sn=0,sp=0,sK=${K},sT='data-testid';function sw(f){if(W[sK]===true)return 1;if(!W.fetch||!W.URLSearchParams)return 0;`,
    `var u=f.action.split('?')[0]+'?'+new URLSearchParams(new FormData(f)),n=++sn,i,x=D.querySelectorAll('[${P}]');`,
    `for(i=0;i<x.length;i++)x[i].textContent=x[i].getAttribute('${P}');`,
    `x=D.querySelectorAll('#root [aria-busy]');for(i=0;i<x.length;i++)x[i].setAttribute('aria-busy','true');`,
    `W[sK]=fetch(u,{headers:{Accept:'text/html'}}).then(function(r){`,
    `if(!r.ok||r.redirected&&new URL(r.url).pathname!==location.pathname)throw r;return r.text()})`,
    `.then(function(t){if(n===sn)put(u,t)})['catch'](function(){if(n===sn)f.submit()});return 1}`,
    `function put(u,t){var d=new DOMParser().parseFromString(t,'text/html'),N=d.getElementById('root'),B=d.getElementById('${BOOT_ELEMENT_ID}'),`,
    `R=D.getElementById('root'),b=D.getElementById('${BOOT_ELEMENT_ID}'),a=D.activeElement,k=a&&a.getAttribute(sT),o=[],i,x;`,
    `if(!N||!B||!R||!b)throw 0;x=N.querySelector('[${EARLY_FORMS.address}]');x=x&&x.getAttribute('${EARLY_FORMS.address}');`,
    // Only a path of this site: the address comes from the page's markup.
    `if(/^\\/(?![\\/\\\\])/.test(x))u=x;x=R.querySelectorAll('details[open]['+sT+']');for(i=0;i<x.length;i++)o.push(x[i].getAttribute(sT));`,
    `var H=${JSON.stringify(HEAD_SWAPPED)};x=D.head.querySelectorAll(H);for(i=0;i<x.length;i++)x[i].remove();`,
    `x=d.head.querySelectorAll(H);for(i=0;i<x.length;i++)D.head.appendChild(x[i]);D.title=d.title;`,
    `R.textContent='';while(N.firstChild)R.appendChild(N.firstChild);b.textContent=B.textContent;`,
    `for(i=0;i<o.length;i++){x=R.querySelector('details['+sT+'="'+o[i]+'"]');if(x)x.open=true}`,
    `if(k){x=R.querySelector('['+sT+'="'+k+'"]');if(x)x.focus({preventScroll:true})}`,
    `if(!sp){sp=1;W.addEventListener('popstate',function(){if(W[sK]!==true)location.reload()})}history.pushState(null,'',u)}`,
  ].join('');
  return { call: 'sw(f)', source, owned: `[${EARLY_FORMS.owned}]` };
}
