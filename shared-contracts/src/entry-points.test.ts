import type * as RootEntry from './index';
import type * as SchemasEntry from './schemas';
describe('entry points', () => {
  it('the root entry loads and works without zod, so browser bundles need not ship it', () => {
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        throw new Error('zod was loaded by the root entry');
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const root = require('./index') as typeof RootEntry;
      expect(root.matchRoute('/de/produkt/amnesia-haze').routeId).toBe('product-slug');
      expect(root.SORT_KEYS).toContain('yield_outdoor');
      const store = root.createStorefrontStore({ http: { request: jest.fn() } });
      expect(store.getState().shared.storefront).toBe('en');
    });
    jest.dontMock('zod');
  });

  it('the schemas entry parses payloads with zod', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { responseSchemas } = require('./schemas') as typeof SchemasEntry;
    expect(responseSchemas.routeRules.safeParse({ rules: [{ from: '/a', to: '/b', status: 301 }] }).success).toBe(true);
    expect(responseSchemas.routeRules.safeParse({ rules: [{ from: 'a', to: '/b', status: 200 }] }).success).toBe(false);
  });
});
