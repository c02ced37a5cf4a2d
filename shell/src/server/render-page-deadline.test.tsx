/**
 * @jest-environment node
 */
import { CONTRACT_VERSION, type RemoteName } from '@storefront/shared-contracts';
import {
  areas,
  BUDGET_MS,
  loadScriptedArea,
  never,
  productArea,
  request,
  scriptAreasPerTest,
  wait,
} from './test-support/render-requests';

// The areas come from the scripted map instead of a release: each test scripts its remote.
jest.mock('./server-areas', () => ({
  ...jest.requireActual('./server-areas'),
  activateReleases: () => undefined,
  loadServerArea: (name: RemoteName) => loadScriptedArea(name),
}));

import { preparePageRender } from './render-page';

const spies = scriptAreasPerTest();

/**
 * Starts `run` on fake timers and moves the clock to just before the budget (it must still be waiting), then
 * to the budget: what it answers then is what a page gets when its area misses the deadline.
 */
async function atTheDeadline<T>(run: () => Promise<T>): Promise<T> {
  let settled = false;
  const pending = run().finally(() => (settled = true));
  await jest.advanceTimersByTimeAsync(BUDGET_MS - 1);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  return pending;
}

describe('one deadline per page for the area', () => {
  // Fake clock and timers (Date.now included); the event loop's own steps (immediates, ticks) stay real.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('a prefetch that never answers: phase 1 ends at the budget, the area renders as its fallback, status 200', async () => {
    productArea({ prefetch: () => never });
    const page = await atTheDeadline(async () => {
      const prepared = await preparePageRender(request('/product/amnesia-haze', BUDGET_MS));
      return { prepared, body: await prepared.renderBody() };
    });
    expect(page.prepared).toMatchObject({
      status: 200,
      area: null,
      head: null,
      failedAreas: ['mf_product'],
      areaChunks: [],
    });
    expect(page.body.html).toContain('data-testid="area-fallback"');
    expect(page.body.failedAreas).toEqual(['mf_product']);
  });

  it('load and prefetch share the budget: each under it, together over it, is a fallback', async () => {
    productArea({ prefetch: () => wait(BUDGET_MS * 0.6) }, BUDGET_MS * 0.6);
    const prepared = await atTheDeadline(() => preparePageRender(request('/product/amnesia-haze', BUDGET_MS)));
    expect(prepared.failedAreas).toEqual(['mf_product']);
    expect(spies.warn().mock.calls.join('\n')).toMatch(
      /prefetching mf_product did not finish within the area budget of 300 ms/,
    );
  });

  it('a render still waiting when the deadline passes gives up: the area renders as its fallback', async () => {
    function Waiting(): never {
      throw never;
    }
    productArea({ prefetch: () => wait(BUDGET_MS / 3), load: async () => ({ default: Waiting }) });
    const page = await atTheDeadline(async () => {
      const prepared = await preparePageRender(request('/product/amnesia-haze', BUDGET_MS));
      return { prepared, body: await prepared.renderBody() };
    });
    // Phase 1 had everything in time: the head was the page's.
    expect(page.prepared).toMatchObject({ status: 200, area: 'mf_product', failedAreas: [] });
    expect(page.body.failedAreas).toEqual(['mf_product']);
    expect(page.body.html).toContain('data-testid="area-fallback"');
    expect(page.body.html).not.toContain('<script');
  });

  it("the frame areas' data shares the deadline too", async () => {
    productArea();
    areas.set('mf_cart_checkout', async () => ({
      contractVersion: CONTRACT_VERSION,
      messages: async () => ({}),
      prefetchFrame: () => never,
    }));
    const prepared = await atTheDeadline(() => preparePageRender(request('/product/amnesia-haze', BUDGET_MS)));
    expect(prepared).toMatchObject({ status: 200, area: 'mf_product', frameAreas: [] });
  });
});
