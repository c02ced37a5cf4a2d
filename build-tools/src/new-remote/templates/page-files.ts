import type { Files, PageModel, RemoteModel } from './model.ts';

function pageComponent({ names }: RemoteModel, page: PageModel): string {
  const short = names.folder.slice(3);
  const p = names.camel;
  return `import { FormattedMessage } from '@storefront/shared-ui';
import { useStorefront } from '@storefront/shared-contracts';
import { useGetSettingsQuery } from '../api/${short}-api';

/** \`${page.path}\` (\`/de${page.dePath}\`): rendered on the server with the data its prefetch stored. */
export default function ${page.component}() {
  const { iso } = useStorefront();
  const { data: settings, isError } = useGetSettingsQuery({ iso });
  return (
    <article data-testid="${page.routeId}-page">
      <h1>
        <FormattedMessage id="${p}.${page.key}.title" />
      </h1>
      <p>
        <FormattedMessage id="${p}.page.intro" />
      </p>
      {settings ? (
        <p data-testid="${short}-ships-to">
          <FormattedMessage id="${p}.page.shipsTo" values={{ count: settings.region_countries.length }} />
        </p>
      ) : isError ? (
        <p role="alert">
          <FormattedMessage id="${p}.page.error" />
        </p>
      ) : (
        <p role="status">
          <FormattedMessage id="${p}.page.loading" />
        </p>
      )}
    </article>
  );
}
`;
}

function pageTest({ names }: RemoteModel, page: PageModel): string {
  const short = names.folder.slice(3);
  return `import { screen } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { apiPaths, createStorefrontStore, initialSharedState, STOREFRONTS } from '@storefront/shared-contracts';
import { exampleSettings } from '@storefront/shared-contracts/testing';
import { ${names.camel}Api } from '../api/${short}-api';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import ${page.component} from './${page.file}';

function show({ storefront = 'en', messages = en, status = 200 }: { storefront?: 'en' | 'de'; messages?: Record<string, string>; status?: number } = {}) {
  const settings = exampleSettings();
  const { http } = fakeHttp({
    [\`GET \${apiPaths.settings(STOREFRONTS[storefront].iso)}\`]: {
      status,
      data: status === 200 ? settings : { statusCode: status, code: 'X', message: 'x' },
    },
  });
  const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront }) } });
  store.inject(${names.camel}Api);
  renderWithProviders(<${page.component} />, { store, http, messages });
  return settings;
}

describe('${page.component}', () => {
  it('shows its title and the data its prefetch loads', async () => {
    const settings = show();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en['${names.camel}.${page.key}.title']);
    expect(await screen.findByTestId('${short}-ships-to')).toHaveTextContent(
      \`We ship to \${settings.region_countries.length} countries.\`,
    );
  });

  it('speaks German on /de', async () => {
    show({ storefront: 'de', messages: de });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(de['${names.camel}.${page.key}.title']);
    expect(await screen.findByTestId('${short}-ships-to')).toHaveTextContent(/^Wir liefern in \\d+ Länder\\.$/);
  });

  it('says so when its data cannot be loaded', async () => {
    show({ status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent(en['${names.camel}.page.error']);
  });
});
`;
}

function areaTest({ names, pages }: RemoteModel): string {
  const ids = pages.map((page) => `'${page.routeId}'`).join(', ');
  const [first] = pages;
  if (!first) throw new Error('A remote needs at least one page');
  return `import { apiPaths, createEventBus, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { fakeHttp } from '@storefront/build-tools/test-utils';
import { exampleSettings } from '@storefront/shared-contracts/testing';
import en from '../i18n/en.json';
import area from './area';

const iso = 'en-en';

describe('the ${names.folder} area module', () => {
  it('offers a page for each of its routes, with its chunk, prefetch and head', () => {
    expect(Object.keys(area.pages ?? {}).sort()).toEqual([${ids}].sort());
    for (const page of Object.values(area.pages ?? {})) {
      expect(page).toEqual(expect.objectContaining({ chunk: expect.any(String), prefetch: expect.any(Function) }));
    }
  });

  it('prefetches a page into the store for the server render, and words its head', async () => {
    const { http, requests } = fakeHttp({ [\`GET \${apiPaths.settings(iso)}\`]: { status: 200, data: exampleSettings() } });
    const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront: 'en' }) } });
    area.setup?.({ store, bus: createEventBus(), http });
    const page = area.pages?.['${first.routeId}'];
    await page?.prefetch?.({ store, storefront: 'en', iso, language: 'en', params: {}, query: new URLSearchParams() });
    expect(requests.map((r) => r.url)).toEqual([apiPaths.settings(iso)]);
    expect(JSON.stringify(store.getState())).toContain('"status":"fulfilled"');
    const formatMessage = (id: string) => (en as Record<string, string>)[id] ?? id;
    expect(
      page?.head?.({ state: store.getState(), storefront: 'en', iso, language: 'en', params: {}, query: new URLSearchParams(), formatMessage, origin: 'https://shop.example' }),
    ).toEqual({ title: en['${names.camel}.${first.key}.title'], description: en['${names.camel}.${first.key}.description'] });
  });

  it('has its messages in every language', async () => {
    for (const language of ['en', 'de', 'nl', 'fr'] as const) {
      expect(Object.keys(await area.messages(language)).sort()).toEqual(Object.keys(en).sort());
    }
  });
});
`;
}

/** A page and its test per route, and the area module's test. */
export function pageFiles(model: RemoteModel): Files {
  return {
    'src/exposes/area.test.ts': areaTest(model),
    ...Object.fromEntries(
      model.pages.flatMap((page) => [
        [`src/routes/${page.file}.tsx`, pageComponent(model, page)],
        [`src/routes/${page.file}.test.tsx`, pageTest(model, page)],
      ]),
    ),
  };
}
