import { COOKIES } from '@storefront/shared-contracts';
import { bootDataOf, startEdge, type EdgeHarness } from '../test-support/edge-harness';
import { KNOWN_PRODUCT, startFakeApi, type FakeApi } from '../test-support/fake-api';

let api: FakeApi;
let edge: EdgeHarness;

beforeAll(async () => {
  api = await startFakeApi();
  edge = await startEdge(api.url, {
    config: {
      thirdParty: {
        tagManager: 'https://tags.example.test/gtm.js',
        marketing: null,
        sessionRecording: null,
        iconService: 'https://icons.example.test',
      },
    },
  });
});
afterAll(async () => {
  await edge?.close();
  await api?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => edge.app.inject({ method: 'GET', url, headers });
const postForm = (body: string) =>
  edge.app.inject({
    method: 'POST',
    url: '/consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

describe('the entry gate form (POST /consent)', () => {
  it('remembers consent, region and storefront for a year and lands on the page in that storefront', async () => {
    const res = await postForm(
      `region=united-kingdom&cookies=on&returnTo=${encodeURIComponent(`/product/${KNOWN_PRODUCT}?a_aid=7`)}`,
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/uk/product/${KNOWN_PRODUCT}?a_aid=7`);
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(cookies[COOKIES.consent]).toMatchObject({ value: 'all', maxAge: 365 * 24 * 3600, path: '/' });
    expect(cookies[COOKIES.region]?.value).toBe('united-kingdom');
    expect(cookies[COOKIES.locale]?.value).toBe('uk');
    expect(cookies[COOKIES.consent]?.httpOnly).toBeFalsy();
  });

  it('keeps analytics off without the box, and translates German paths', async () => {
    const res = await postForm('region=austria&returnTo=%2Fcontact');
    expect(res.headers.location).toBe('/de/kontakt');
    expect(res.cookies.find((c) => c.name === COOKIES.consent)?.value).toBe('essential');
  });

  it('sends an unknown page to the storefront home and never off the site', async () => {
    expect((await postForm('region=canada&returnTo=%2Fno-such-page')).headers.location).toBe('/ca');
    expect((await postForm('region=europe&returnTo=https%3A%2F%2Fevil.example%2F')).headers.location).toBe('/');
    expect((await postForm('region=europe&returnTo=%2F%2Fevil.example')).headers.location).toBe('/');
  });

  it('refuses an unknown region with a clear 400 and sets nothing', async () => {
    const res = await postForm('region=atlantis&cookies=on');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('region: Choose one of the listed regions.');
    expect(res.cookies).toEqual([]);
  });
});

describe('renew=true', () => {
  it('expires every cookie, clears storage with a script the CSP allows and reloads without the parameter', async () => {
    const res = await get('/de/kontakt?a=1&renew=true', {
      cookie: `${COOKIES.consent}=all; sf_cart=secret; ${COOKIES.region}=germany`,
    });
    expect(res.statusCode).toBe(200);
    const expired = res.cookies
      .filter((c) => c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()))
      .map((c) => c.name);
    expect(expired.sort()).toEqual([COOKIES.consent, COOKIES.region, 'sf_cart'].sort());
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    expect(res.body).toContain('localStorage.clear();sessionStorage.clear()');
    expect(res.body).toContain('location.replace("/de/kontakt?a=1")');
  });
});

describe('the remembered storefront', () => {
  it('brings a shopper who chose Germany from a default-storefront page to its German twin', async () => {
    const res = await get(`/product/${KNOWN_PRODUCT}?x=1`, { cookie: `${COOKIES.locale}=de` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/de/produkt/${KNOWN_PRODUCT}?x=1`);
  });

  it('serves explicit storefronts as asked and ignores a Europe or bogus cookie', async () => {
    expect((await get('/us/contact', { cookie: `${COOKIES.locale}=de` })).statusCode).toBe(200);
    expect((await get('/contact', { cookie: `${COOKIES.locale}=en` })).statusCode).toBe(200);
    expect((await get('/contact', { cookie: `${COOKIES.locale}=zz` })).statusCode).toBe(200);
  });
});

describe('the original referrer', () => {
  it('is remembered for the session from a foreign referrer, once', async () => {
    const res = await get('/', { referer: 'https://blog.example.org/best-seeds?x=1' });
    const cookie = res.cookies.find((c) => c.name === COOKIES.originalReferer);
    expect(cookie).toMatchObject({ value: 'https://blog.example.org/best-seeds?x=1', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    const again = await get('/', {
      referer: 'https://other.example/',
      cookie: `${COOKIES.originalReferer}=https%3A%2F%2Fblog.example.org%2F`,
    });
    expect(again.cookies.find((c) => c.name === COOKIES.originalReferer)).toBeUndefined();
  });

  it("is not set for the shop's own pages or without a referrer", async () => {
    expect(
      (await get('/', { referer: 'http://localhost:80/collections' })).cookies.find(
        (c) => c.name === COOKIES.originalReferer,
      ),
    ).toBeUndefined();
    expect((await get('/')).cookies.find((c) => c.name === COOKIES.originalReferer)).toBeUndefined();
  });
});

describe('third-party configuration', () => {
  it('reaches the shell in the boot data and opens the policy to exactly those origins', async () => {
    const res = await get('/');
    expect(bootDataOf(res.body).boot.thirdParty).toEqual({
      tagManager: 'https://tags.example.test/gtm.js',
      marketing: null,
      sessionRecording: null,
      iconService: 'https://icons.example.test',
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/tags\.example\.test;/);
    expect(csp).toContain("connect-src 'self' https://icons.example.test;");
  });
});
