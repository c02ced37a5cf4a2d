/**
 * Every remote keeps the layout the generator lays a new one out in (`new-remote/remote-shape.ts`): the same
 * folders for exposes, routes, features, agents, the api and messages, and one RTK Query api.
 */
import fs from 'node:fs';
import path from 'node:path';
import { remoteNames } from './new-remote/names';
import { shapeProblems, type RemoteSources } from './new-remote/remote-shape';
import { areaFiles } from './new-remote/templates/area-files';
import { pageModel } from './new-remote/templates/model';
import { pageFiles } from './new-remote/templates/page-files';

const root = path.resolve(__dirname, '..', '..');

function sourcesUnder(dir: string, prefix = ''): RemoteSources {
  return Object.assign(
    {},
    ...fs.readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const relative = `${prefix}${entry.name}`;
      const full = path.join(dir, entry.name);
      return entry.isDirectory()
        ? sourcesUnder(full, `${relative}/`)
        : { [relative]: /\.(tsx?|json)$/.test(entry.name) ? fs.readFileSync(full, 'utf8') : '' };
    }),
  ) as RemoteSources;
}

const remotes = fs
  .readdirSync(root)
  .filter((name) => name.startsWith('mf-') && fs.existsSync(path.join(root, name, 'package.json')))
  .sort();

/** What the generator writes under `src/` for a remote, as `npm run new-remote` would. */
function generated(folder: string): RemoteSources {
  const routes = [
    { id: 'faq', path: '/faq', dePath: '/de/faq', owner: 'mf_support' },
    { id: 'contact', path: '/contact', dePath: '/de/kontakt', owner: 'mf_support' },
  ];
  const model = { names: remoteNames(folder), pages: routes.map(pageModel), versions: {} };
  const files = { ...areaFiles(model), ...pageFiles(model) };
  return Object.fromEntries(
    Object.entries(files)
      .filter(([file]) => file.startsWith('src/'))
      .map(([file, text]) => [file.slice('src/'.length), text]),
  );
}

describe('the layout of a remote', () => {
  it('is what the generator writes', () => {
    const files = generated('mf-order-tracking');
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'exposes/area.ts',
        'api/order-tracking-api.ts',
        'i18n/load-messages.ts',
        'routes/faq-page.tsx',
      ]),
    );
    expect(shapeProblems('mf-order-tracking', files)).toEqual([]);
  });

  it('is kept by every remote', () => {
    expect(remotes).toEqual(
      expect.arrayContaining([
        'mf-account',
        'mf-cart-checkout',
        'mf-catalog',
        'mf-content',
        'mf-product',
        'mf-support',
      ]),
    );
    const problems = Object.fromEntries(
      remotes.map((folder) => [folder, shapeProblems(folder, sourcesUnder(path.join(root, folder, 'src')))]),
    );
    expect(problems).toEqual(Object.fromEntries(remotes.map((folder) => [folder, []])));
  });

  describe('fails a remote that strays', () => {
    const base = () => generated('mf-cart-checkout');
    const agent = `export function startCartAgent() {\n  return () => undefined;\n}\n`;

    it('with a folder of its own or a file at src/', () => {
      expect(shapeProblems('mf-cart-checkout', { ...base(), 'components/cart.tsx': '', 'bootstrap.tsx': '' })).toEqual([
        'bootstrap.tsx: no file sits at src/ itself (one of exposes,routes,features,agents,api,i18n,lib,hooks,testing)',
        'components/cart.tsx: src/components/ is no folder of a remote',
      ]);
    });

    it('with a second RTK Query api, or its api in a feature', () => {
      const second = {
        'features/cart/api/cart-api.ts': "export const cartApi = createApi({ reducerPath: 'cartApi' });",
      };
      expect(shapeProblems('mf-cart-checkout', { ...base(), ...second })).toEqual([
        'one RTK Query api, created in api/cart-checkout-api.ts; createApi( is in: api/cart-checkout-api.ts, features/cart/api/cart-api.ts',
      ]);
      const { ['api/cart-checkout-api.ts']: own, ...rest } = base();
      expect(shapeProblems('mf-cart-checkout', { ...rest, 'api/checkout-api.ts': own ?? '' })).toEqual([
        "api/checkout-api.ts: src/api/ holds the one api, api/cart-checkout-api.ts; a feature's endpoints go in features/<f>/api/",
        'api/cart-checkout-api.ts is missing',
        'one RTK Query api, created in api/cart-checkout-api.ts; createApi( is in: api/checkout-api.ts',
      ]);
    });

    it('with an agent outside src/agents/', () => {
      expect(shapeProblems('mf-cart-checkout', { ...base(), 'features/cart/cart-agent.ts': agent })).toEqual([
        'features/cart/cart-agent.ts: a background agent lives in src/agents/',
      ]);
      expect(shapeProblems('mf-cart-checkout', { ...base(), 'agents/cart-agent.ts': agent })).toEqual([]);
    });

    it('with a feature folder of another kind', () => {
      expect(shapeProblems('mf-cart-checkout', { ...base(), 'features/cart/added-modal/added-modal.tsx': '' })).toEqual(
        ['features/cart/added-modal/added-modal.tsx: a feature holds api, components, i18n folders, not added-modal/'],
      );
    });

    it('with a route that sends a form itself', () => {
      const route = 'export default function Page() {\n  const [lookUp] = useLookUpOrderMutation();\n}\n';
      expect(shapeProblems('mf-cart-checkout', { ...base(), 'routes/order-status-page.tsx': route })).toEqual([
        'routes/order-status-page.tsx: a route composes features; endpoints and what a form sends belong in a feature',
      ]);
    });
  });
});
