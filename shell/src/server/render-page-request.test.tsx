/**
 * @jest-environment node
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolveRoute, STOREFRONTS, type AreaSetupContext, type RemoteName } from '@storefront/shared-contracts';
import {
  areas,
  emptyCartArea,
  loadScriptedArea,
  never,
  productArea,
  request,
  scriptAreasPerTest,
} from './test-support/render-requests';

// The areas come from the scripted map instead of a release: each test scripts its remote.
jest.mock('./server-areas', () => ({
  ...jest.requireActual('./server-areas'),
  activateReleases: () => undefined,
  loadServerArea: (name: RemoteName) => loadScriptedArea(name),
}));

import { preparePageRender } from './render-page';

const spies = scriptAreasPerTest();

describe('what the edge hands the renderer', () => {
  it('renders the route the edge resolved, in its language, without resolving the URL again', async () => {
    productArea();
    const messages = jest.fn(async () => ({}));
    const area = await areas.get('mf_product')!();
    areas.set('mf_product', async () => ({ ...area, messages }));
    // The edge resolved France's region (French on the Europe storefront); the request carries no cookie.
    const route = resolveRoute('/product/amnesia-haze', 'france');
    const prepared = await preparePageRender({ ...request('/product/amnesia-haze'), route });
    expect(prepared).toMatchObject({ status: 200, area: 'mf_product', shellChunks: ['messages-fr'] });
    expect(prepared.areaChunks).toEqual(['page-product', 'messages-fr']);
    expect(messages).toHaveBeenCalledWith('fr', 'en');
    const { state } = await prepared.renderBody();
    expect(state).toMatchObject({ shared: { storefront: 'en', language: 'fr' } });
  });

  it("gives the page's prefetch, its head and the frame areas' prefetch the route's language, filled once", async () => {
    const prefetch = jest.fn(async () => undefined);
    const head = jest.fn(() => ({ title: 'Amnesia Haze' }));
    const prefetchFrame = jest.fn(async () => undefined);
    productArea({ prefetch, head });
    areas.set('mf_cart_checkout', async () => ({ ...(await emptyCartArea()), prefetchFrame }));
    const route = resolveRoute('/product/amnesia-haze', 'france');
    await preparePageRender({ ...request('/product/amnesia-haze'), route });
    const filled = { storefront: 'en', iso: STOREFRONTS.en.iso, language: 'fr' };
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ ...filled, params: { slug: 'amnesia-haze' } }));
    expect(head).toHaveBeenCalledWith(expect.objectContaining({ ...filled, origin: 'https://shop.example' }));
    expect(prefetchFrame).toHaveBeenCalledWith(expect.objectContaining(filled));
  });

  it("sends the page's api requests with the shopper's cookies and the edge's request id, and reports to its log", async () => {
    const seen: IncomingHttpHeaders[] = [];
    const api = createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      productArea({ prefetch: () => never });
      const area = await areas.get('mf_product')!();
      let http: AreaSetupContext['http'] | null = null;
      areas.set('mf_product', async () => ({
        ...area,
        setup: (context) => {
          http = context.http;
        },
        pages: {
          'product-slug': {
            ...area.pages!['product-slug']!,
            prefetch: async () => {
              await http!.request({ url: '/api/en-en/products/amnesia-haze' });
            },
          },
        },
      }));
      const log = { warn: jest.fn() };
      const prepared = await preparePageRender({
        ...request('/product/amnesia-haze'),
        apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
        cookieHeader: 'sf_cart=abc',
        requestId: 'req-42',
        log,
      });
      expect(prepared.status).toBe(200);
      expect(seen).toEqual([expect.objectContaining({ cookie: 'sf_cart=abc', 'x-request-id': 'req-42' })]);

      // A failing area is reported to the request's log, not the console.
      areas.set('mf_product', () => Promise.reject(new Error('no server build')));
      const failed = await preparePageRender({ ...request('/product/amnesia-haze'), requestId: 'req-43', log });
      expect(failed.failedAreas).toEqual(['mf_product']);
      expect(log.warn).toHaveBeenCalledWith(
        expect.stringContaining('mf_product renders as its fallback: no server build'),
      );
      expect(spies.warn()).not.toHaveBeenCalled();
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });
});
