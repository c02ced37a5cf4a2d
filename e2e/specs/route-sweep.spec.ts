import { buildPath, type RemoteName, type RouteId } from '@storefront/shared-contracts';
import { AreaFallback } from '../pages/area-fallback';
import { ShopFrame, type DrawerName } from '../pages/shop-frame';
import { liveAreas, PAGE_ROUTES, routeValues } from '../support/route-values';
import { expect, test } from '../support/test';
import { headerDrawerProblems, insideViewport, measureOverflow, sidewaysScrollers } from '../support/viewport-fit';

// Every page of the route table, in the default storefront and in /de, on a phone (this spec runs
// in the `phone` project only, 360 x 740). The routes come from the route table, so a new route or area is
// swept as soon as it is in the table; an area that is not live yet shows the shell's area fallback, which
// must fit as well. One page walks every route of a storefront (a fresh browser context per route would
// double the time); every problem of every route is collected (soft assertions) before the test fails.

const DRAWERS: readonly DrawerName[] = ['menu', 'search', 'account', 'cart'];

// Drawers slide for 0.2 s; a shopper who asked for less motion (and this sweep) gets them at once. A trace
// of some 500 actions would cost more than the sweep itself: a failure names the route and what failed.
test.use({ reducedMotion: 'reduce', trace: 'off' });

for (const storefront of ['en', 'de'] as const) {
  test(`every route of the ${storefront === 'en' ? 'default storefront' : '/de storefront'} fits a phone; menu, search, account and cart are on screen and open their drawers`, async ({
    page,
    request,
  }) => {
    test.setTimeout(PAGE_ROUTES.length * 8_000);
    const live = await liveAreas(request);
    const values = await routeValues(request, live);
    const frame = new ShopFrame(page);
    for (const route of PAGE_ROUTES) {
      const path = buildPath(route.id as Exclude<RouteId, 'catchAll'>, storefront, values.get(route.id));
      await test.step(`${path} (${route.id}, ${route.owner})`, async () => {
        const response = await page.goto(path);
        expect.soft(response?.status(), `${path}: status`).toBeLessThan(500);
        await frame.waitForHydration();
        if (route.owner !== 'shell' && !live.has(route.owner as RemoteName))
          await expect.soft(new AreaFallback(page).root, `${path}: the area's fallback`).toBeVisible();

        const fit = await measureOverflow(page);
        expect.soft(fit.scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(fit.clientWidth);
        expect.soft(fit.beyondEdge, `${path}: elements past the right edge`).toEqual([]);

        // Every route: the four buttons on screen, not covered, each opening its full-screen drawer.
        expect.soft(await headerDrawerProblems(page, DRAWERS), `${path}: menu, search, account, cart`).toEqual([]);
        // A drawer's content is the same on every page: opened for real (taps) and checked once per storefront.
        if (route === PAGE_ROUTES[0]) {
          for (const name of DRAWERS) {
            await frame.drawerButton(name).tap();
            const drawer = frame.drawer(name);
            await expect.soft(drawer, `${path}: the ${name} drawer opens on a tap`).toBeVisible();
            expect.soft(await insideViewport(drawer), `${path}: the ${name} drawer fits the screen`).toBe(true);
            expect.soft(await sidewaysScrollers(drawer), `${path}: the ${name} drawer's content fits`).toEqual([]);
            await page.keyboard.press('Escape');
            await expect(drawer).toBeHidden();
          }
        }
      });
    }
  });
}
