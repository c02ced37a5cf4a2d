/**
 * @jest-environment node
 */
import { CONTRACT_VERSION, type RemoteName } from '@storefront/shared-contracts';
import { areas, loadScriptedArea, productArea, request, scriptAreasPerTest } from './test-support/render-requests';

// The areas come from the scripted map instead of a release: each test scripts its remote.
jest.mock('./server-areas', () => ({
  ...jest.requireActual('./server-areas'),
  activateReleases: () => undefined,
  loadServerArea: (name: RemoteName) => loadScriptedArea(name),
}));

import { preparePageRender, renderPage } from './render-page';

scriptAreasPerTest();

describe('the server render in two phases', () => {
  it('phase 1 decides status, head and chunks; phase 2 renders the area with its styles, no streaming scripts', async () => {
    productArea();
    const prepared = await preparePageRender(request('/product/amnesia-haze'));
    expect(prepared).toMatchObject({
      status: 200,
      bodyClass: '',
      area: 'mf_product',
      failedAreas: [],
      frameAreas: ['mf_cart_checkout'],
      areaChunks: ['page-product', 'messages-en'],
    });
    expect(prepared.head).toEqual({ title: 'Amnesia Haze', lcpImage: { src: '/a.webp', srcSet: '/a.webp 1x' } });
    const body = await prepared.renderBody();
    expect(body.html).toContain('data-testid="product-name"');
    expect(body.html).not.toContain('<script');
    expect(body.styles).toContain('<style');
    expect(body.failedAreas).toEqual([]);
    expect(body.state).toHaveProperty('shared');
    // Asked twice, rendered once.
    expect(prepared.renderBody()).toBe(prepared.renderBody());
  });

  it("names the frame areas' slices as the visitor's own state, and the header's count for the edge", async () => {
    productArea();
    const cartSlice = { reducerPath: 'cartApi', reducer: (state: unknown = { cart: 'of the visitor' }) => state };
    areas.set('mf_cart_checkout', async () => ({
      contractVersion: CONTRACT_VERSION,
      messages: async () => ({}),
      prefetchFrame: async ({ store }) => store.inject(cartSlice),
    }));
    const body = await (await preparePageRender(request('/product/amnesia-haze'))).renderBody();
    expect(body.visitorState).toEqual(['cartApi']);
    expect(body.state).toHaveProperty('cartApi', { cart: 'of the visitor' });
    // The count spans the edge fills in for a shopper with a cart (text, badge, cart drawer), all 0 without one.
    expect([...body.html.matchAll(/data-visitor="cart-count"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual([
      '0',
      '0',
      '0',
    ]);
  });

  it("answers a data-driven 404 in phase 1, with the shell's not-found title", async () => {
    productArea({ prefetch: async () => ({ notFound: true }) });
    const prepared = await preparePageRender(request('/product/no-such-strain'));
    expect(prepared).toMatchObject({
      status: 404,
      bodyClass: 'error-404 floating-breadcrumbs',
      area: null,
      head: { title: expect.stringContaining('/product/no-such-strain') },
    });
    expect((await prepared.renderBody()).html).not.toContain('Product no-such-strain');
  });

  it('render() still answers both phases at once', async () => {
    productArea();
    const result = await renderPage(request('/product/amnesia-haze'));
    expect(result).toMatchObject({ status: 200, area: 'mf_product', failedAreas: [] });
    expect(result.html).toContain('data-testid="product-name"');
  });

  it('renders an area that throws while rendering again as its fallback, so the HTML is complete', async () => {
    productArea({
      load: async () => ({
        default: () => {
          throw new Error('product page exploded on the server');
        },
      }),
    });
    const prepared = await preparePageRender(request('/product/amnesia-haze'));
    const body = await prepared.renderBody();
    expect(body.failedAreas).toEqual(['mf_product']);
    expect(body.html).toContain('data-testid="area-fallback"');
    expect(body.html).not.toContain('<script');
  });
});
