import { BOOT_ELEMENT_ID, type BootData } from '@storefront/shared-contracts';
import { earlyCaptureScript, intentBootScript, type EarlyHandler, type Hydration } from './hydration';
import { intlWarmScript } from './intl-warm';
import type { PageMeta } from './page-meta';
import { escapeHtml, jsonForScript } from './script-json';
import type { ShellAssets } from './shell-assets';

/** What the document's head needs: known before the page's markup (phase 1 of the server render). */
export interface DocumentHead {
  language: string;
  meta: PageMeta;
  shell: ShellAssets;
  /** Scripts of the route's owner and of the shell's lazy chunks the page needs. */
  scriptPreloads: readonly string[];
  /** Script URL -> SRI: put on its preload (and the shell's script) with `crossorigin`, as webpack loads it. */
  scriptIntegrity?: Readonly<Record<string, string>>;
  /** The LCP image's preload tag, first in the head so it starts before the scripts. */
  imagePreload: string | null;
  /** Further head tags (canonical, alternates, Open Graph, JSON-LD). */
  headTags: readonly string[];
  /** The response's CSP nonce, for the inline scripts (the colour mode before the first paint; start-up after it). */
  nonce: string;
  /** When the shop's JavaScript runs (`hydration.ts`); eager when not given. */
  hydration?: Hydration;
  /** The page's own handler in its intent loader before hydration (add to cart, a listing's filters). */
  early?: EarlyHandler;
  /** The page shows wishlist hearts: a guest's tap on one shows the shell's prompt before hydration. */
  wishlist?: boolean;
  /** The chat's scripts (mf_support's entry, area, chat chunk and messages): an intent page preloads them at a chat tap. */
  chatPreloads?: readonly string[];
}

/** The rest of the document: the rendered page (phase 2), or an empty root the browser renders. */
export interface DocumentBody {
  bodyClass: string;
  /** Server-rendered markup for `#root` and its styles; empty when the browser renders the page. */
  rootHtml: string;
  styles: string;
  boot: BootData;
}

export type PageModel = DocumentHead & DocumentBody;

/**
 * Applies the remembered colour mode (spec 3: `color-mode` in local storage) before the first paint,
 * so a dark-mode shopper never sees a light flash. System needs nothing: the CSS media query decides.
 */
export const COLOUR_MODE_SCRIPT = `try{var m=localStorage.getItem('color-mode');if(m==='dark'||m==='light')document.documentElement.setAttribute('data-color-mode',m)}catch(e){}`;

const attr = escapeHtml;

/** A script preload; with the script's SRI and `crossorigin` when known, so the load that follows reuses it. */
function scriptPreload(src: string, integrity: Readonly<Record<string, string>> = {}): string {
  const sri = integrity[src];
  const checked = sri ? ` integrity="${attr(sri)}" crossorigin="anonymous"` : '';
  return `<link rel="preload" as="script" href="${attr(src)}"${checked}>`;
}

/** How long start-up waits for the LCP image before it runs anyway (a slow image must not hold the shop). */
export const LCP_IMAGE_WAIT_MS = 1500;

/**
 * Starts the shell's scripts (already preloaded in the head) once the server-rendered page has been
 * painted, and once its LCP image (the one preloaded with high priority) has loaded and decoded: evaluating the
 * scripts and hydrating is the page's longest main-thread work, and run before that paint it would delay
 * what the shopper sees first. A hidden tab gets no animation frame, hence the timer beside it.
 *
 * Until the shell hydrates, a click on a button that needs JavaScript (`type="button"`: the header's cart,
 * search, account and menu buttons ...) or the submit of a form without `action` (sign-up, password pages: natively
 * its fields would land in the URL) is held in `window[EARLY_CLICKS.queue]` for the shell to replay, and starts the
 * scripts at once (`earlyCaptureScript`); links and the submits of forms with an `action` work without JavaScript.
 */
export function bootScript(
  scripts: readonly string[],
  integrity: Readonly<Record<string, string>> = {},
  wishlist = false,
  chat = false,
): string {
  const sri = Object.fromEntries(scripts.flatMap((src) => (integrity[src] ? [[src, integrity[src]]] : [])));
  const checked = Object.keys(sri).length > 0;
  return [
    `(function(s${checked ? ',h' : ''}){var D=document,W=window,d=0;`,
    // With the scripts, `Intl`'s locale data loads in a worker (intl-warm.ts), off the thread that runs them.
    intlWarmScript(),
    `function go(){if(d)return;d=1;wi();for(var i=0;i<s.length;i++){var e=D.createElement('script');e.src=s[i];`,
    // With its SRI (and crossorigin, as on its preload) when the build recorded one.
    checked ? `if(h[s[i]]){e.integrity=h[s[i]];e.crossOrigin='anonymous'}` : '',
    `e.async=false;D.body.appendChild(e)}}`,
    earlyCaptureScript(undefined, wishlist, chat),
    `function painted(){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)}`,
    `var img=document.querySelector('#root img[fetchpriority=high]');`,
    // Loaded is not yet painted: decode() settles once the image can be drawn in the next frame.
    `function loaded(){if(img.decode)img.decode().then(painted,painted);else painted()}`,
    `if(!img)painted();else if(img.complete)loaded();else{img.addEventListener('load',loaded);img.addEventListener('error',painted);setTimeout(painted,${LCP_IMAGE_WAIT_MS})}`,
    `})(${jsonForScript(scripts)}${checked ? `,${jsonForScript(sri)}` : ''})`,
  ].join('');
}

/**
 * The document up to the page's styles: everything phase 1 of the server render decides (charset, colour
 * mode, title, description, the LCP image and script preloads, SEO tags). The edge sends it before the
 * markup is rendered, so the browser fetches scripts and the LCP image meanwhile.
 */
export function renderDocumentStart(model: DocumentHead): string {
  const { meta, shell } = model;
  // An intent page preloads no script: its loader preloads them on the first intent.
  const eager = model.hydration !== 'intent';
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // No favicon request (and no 404 in the console) until the brand has an icon.
    '<link rel="icon" href="data:,">',
    `<script nonce="${attr(model.nonce)}">${COLOUR_MODE_SCRIPT}</script>`,
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    model.imagePreload ?? '',
    ...(eager ? [...shell.js, ...model.scriptPreloads] : []).map((src) => scriptPreload(src, model.scriptIntegrity)),
    ...shell.css.map((href) => `<link rel="stylesheet" href="${attr(href)}">`),
    ...model.headTags,
  ].filter(Boolean);
  return ['<!doctype html>', `<html lang="${attr(model.language)}">`, '<head>', ...head, ''].join('\n');
}

/**
 * Start-up: on an intent page with complete server markup, the loader that boots on the shopper's first
 * intent; else (an eager page, an empty root the browser must render, an area the server could not render
 * and the browser retries) the boot after the first paint.
 */
function startUp(head: DocumentHead, model: DocumentBody): string {
  const { js } = head.shell;
  const complete = model.rootHtml !== '' && (model.boot.rendered?.failedAreas.length ?? 0) === 0;
  if (head.hydration === 'intent' && complete)
    return intentBootScript(
      js,
      // The shell's start-up chunks first: found one import at a time they came in four waves, a round trip each.
      [...new Set([...head.shell.boot, ...head.scriptPreloads])],
      head.scriptIntegrity,
      head.early,
      head.wishlist,
      head.chatPreloads,
    );
  return bootScript(js, head.scriptIntegrity, head.wishlist, (head.chatPreloads?.length ?? 0) > 0);
}

/** The rest of the document: the page's styles, the body with the markup (or an empty root), boot data and start-up. */
export function renderDocumentEnd(head: DocumentHead, model: DocumentBody): string {
  const bodyAttrs = model.bodyClass ? ` class="${attr(model.bodyClass)}"` : '';
  const scripts = head.shell.js.length ? [`<script nonce="${attr(head.nonce)}">${startUp(head, model)}</script>`] : [];
  return [
    ...(model.styles ? [model.styles] : []),
    '</head>',
    `<body${bodyAttrs}>`,
    `<div id="root">${model.rootHtml}</div>`,
    // After the markup (the state can be large and must not delay the first paint), as inert JSON.
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript(model.boot)}</script>`,
    ...scripts,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The HTML document in one piece: head, the server-rendered page (or an empty root) and the shell's scripts. */
export function renderPage(model: PageModel): string {
  return renderDocumentStart(model) + renderDocumentEnd(model, model);
}

/** What a visitor sees before the shell has been built. */
export function renderNotBuiltPage(): string {
  return 'The shop is not built yet: the shell build (shell/dist/entry-assets.json) is missing.\nRun `npm run build`, then reload.\n';
}
