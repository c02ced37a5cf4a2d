// What runs on the main thread before a page is interactive, per page and per phase, from a
// Chromium trace under Lighthouse mobile's CPU slow-down (4x), against a running shop:
//
//   npx tsx bench/main-thread.ts http://127.0.0.1:3000 [more shops, measured interleaved] [--runs 3] [--pages home,listing,...] [--json out.json] [--detail]
//
// A page that boots on intent (edge/src/pages/hydration.ts) is left alone until quiet, then given a key press:
// 'before intent' is what loading it costs (its TBT stops there, as Lighthouse's does), 'intent to hydrated' the
// wall and busy time from that first intent (`sf:intent`) to hydrated.
// The phases are cut at the shell's start-up marks (`shell/src/boot/marks.ts`): navigation -> sf:main (HTML,
// the shell's entry with the Module Federation runtime and its shared scopes) -> sf:contracts (shared-contracts,
// Redux Toolkit inside) -> sf:store (boot data, React DOM and the frame's chunk; the route's area loading beside
// them) -> sf:hydrate (the store, the area set up with it, the frame mounted) -> sf:hydrated (hydration of frame and area) -> quiet (effects and idle work until the network
// is idle). Each phase's figure is main-thread busy time (the trace's top-level tasks inside it), not wall
// time, so a slow network does not count. Beside them: style recalculations and layouts (count, ms, and how
// many were forced by script), DOM size, the CSS rules styled-components inserted in the browser, script
// evaluation per chunk, and the total blocking time from first contentful paint until quiet.
// "cart" opens the cart drawer on the home page with one item in the cart and measures that interaction.
import { chromium, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { type PageRun, medianRun } from './main-thread-analysis';
import { print } from './main-thread-print';
import { cartCookies, shopContext, tracedLoad } from './main-thread-trace';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  // Several shops (say a build before and after a change) are measured in the same run, interleaved.
  const bases = args.filter((a) => /^https?:/.test(a)).map((a) => a.replace(/\/$/, ''));
  if (bases.length === 0) bases.push('http://127.0.0.1:3000');
  const first = bases[0]!;
  const runs = Number(option('--runs') ?? 3);
  const only = option('--pages')?.split(',');
  const listing = (await (await fetch(`${first}/api/en-en/collections/high-thc/products`)).json()) as {
    items: { slug: string }[];
  };
  const slug = listing.items[0]!.slug;
  const pages: Record<string, { path: string; cart?: boolean; interact?: (page: Page) => Promise<void> }> = {
    home: { path: '/' },
    listing: { path: '/collections/high-thc' },
    product: { path: `/product/${slug}` },
    'blog post': { path: '/blog/how-to-germinate-cannabis-seeds-with-the-paper-towel-method' },
    cart: {
      path: '/',
      cart: true,
      interact: async (page) => {
        await page.getByTestId('header-cart-button').click();
        await page.getByTestId('cart-line').first().waitFor();
      },
    },
    checkout: { path: '/checkout', cart: true },
  };
  const names = Object.keys(pages).filter((n) => !only || only.includes(n));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results: Record<string, Record<string, PageRun>> = {};
  try {
    const entered = [{ name: 'sf_consent', value: 'all' }];
    const withCart = names.some((n) => pages[n]!.cart)
      ? await cartCookies(browser, first, `${first}/product/${slug}`)
      : entered;
    const collected = new Map<string, PageRun[]>();
    // Pages (and shops) interleaved run by run, each load in a fresh context (cold cache), so a burst of load
    // on the machine hits them alike.
    for (let i = 0; i < runs; i += 1) {
      for (const name of names) {
        for (const base of bases) {
          const spec = pages[name]!;
          const context = await shopContext(browser, base, spec.cart ? withCart : entered);
          try {
            const run = await tracedLoad(context, `${base}${spec.path}`, spec.interact);
            collected.set(`${base} ${name}`, [...(collected.get(`${base} ${name}`) ?? []), run]);
          } finally {
            await context.close();
          }
        }
      }
    }
    for (const base of bases)
      results[base] = Object.fromEntries(names.map((n) => [n, medianRun(collected.get(`${base} ${n}`)!)]));
  } finally {
    await browser.close();
  }
  for (const base of bases) {
    console.log(`\n${base}`);
    print(results[base]!, runs);
    if (args.includes('--detail'))
      for (const [name, r] of Object.entries(results[base]!))
        console.log(`\n${name} (first run):\n  ${(r.timeline ?? []).join('\n  ')}`);
  }
  const json = option('--json');
  if (json) writeFileSync(json, JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
