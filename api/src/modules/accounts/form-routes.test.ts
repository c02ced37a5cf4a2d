import { apiPaths, SESSION_COOKIE } from '@storefront/shared-contracts';
import { SHOP_FORM } from '../../test/form-add-client';
import { browser, customer, uniqueEmail } from '../../test/account-client';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

/** A form as a browser on the shop's own origin posts it, with the session cookie it holds (if any). */
const postForm = (
  url: string,
  fields: Record<string, string>,
  { session, ip = '203.0.113.7', headers = SHOP_FORM }: { session?: string; ip?: string; headers?: object } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'x-forwarded-for': ip },
    payload: new URLSearchParams(fields).toString(),
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
  });

const PASSWORD = 'correct horse battery';

/** A new account's e-mail (a sign-up does not log in). */
async function signedUp(): Promise<string> {
  const email = uniqueEmail();
  expect((await browser(t.app).signup(email, PASSWORD)).statusCode).toBe(202);
  return email;
}

const sessionOf = (response: { cookies: Array<{ name: string; value: string }> }) =>
  response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;

async function product(): Promise<{ id: number; slug: string }> {
  const { rows } = await t.db.query<{ id: number; slug: string }>('SELECT id, slug FROM products ORDER BY id LIMIT 1');
  return rows[0]!;
}

const wishlistOf = async (session: string) => {
  const response = await t.app.inject({ url: apiPaths.wishlist(), cookies: { [SESSION_COOKIE]: session } });
  return (response.json() as { items: Array<{ productId: number }> }).items.map((item) => item.productId);
};

describe('POST /api/{iso}/account/login/form (the login without JavaScript)', () => {
  it('logs in and answers 303 to the page it came from, with a session the api then knows', async () => {
    const email = await signedUp();
    const response = await postForm(apiPaths.loginForm('de-de'), {
      email,
      password: PASSWORD,
      returnTo: '/de/product/x?reviews-page=2',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/de/product/x?reviews-page=2');
    expect(response.headers['cache-control']).toBe('no-store');
    const session = sessionOf(response);
    expect(session).toBeTruthy();
    const me = await t.app.inject({ url: apiPaths.me(), cookies: { [SESSION_COOKIE]: session! } });
    expect(me.json()).toMatchObject({ loggedIn: true, customer: { email } });
  });

  it("goes to the storefront's account overview when there is nowhere safe to go back to", async () => {
    const email = await signedUp();
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\t/evil.example', '/a\\b', '']) {
      const response = await postForm(apiPaths.loginForm('de-de'), {
        email,
        password: PASSWORD,
        returnTo,
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/de/konto');
    }
  });

  it('sends a wrong password back to the login page with the reason and where to go, and no session', async () => {
    const email = await signedUp();
    const response = await postForm(apiPaths.loginForm('en-en'), {
      email,
      password: 'wrong password here',
      returnTo: '/product/x',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?login-error=failed&returnTo=%2Fproduct%2Fx');
    expect(sessionOf(response)).toBeUndefined();
    // Nothing typed is put in the address: the e-mail and password would land in logs and history.
    expect(response.headers.location).not.toContain(encodeURIComponent(email));
    // Empty fields are a failed login the page explains, not the api's JSON 400.
    const empty = await postForm(apiPaths.loginForm('en-en'), {}, { ip: '203.0.113.8' });
    expect(empty.statusCode).toBe(303);
    expect(empty.headers.location).toBe('/login?login-error=failed');
  });

  it('says "throttled" once an address has failed too often, even with the right password', async () => {
    const email = await signedUp();
    const ip = '203.0.113.9';
    for (let i = 0; i < 5; i++) {
      await postForm(apiPaths.loginForm('en-en'), { email, password: `wrong ${i} password` }, { ip });
    }
    const response = await postForm(apiPaths.loginForm('en-en'), { email, password: PASSWORD }, { ip });
    expect(response.headers.location).toBe('/login?login-error=throttled');
    expect(sessionOf(response)).toBeUndefined();
  });

  it('refuses a post without Origin (another site cannot log a shopper in), and an unknown storefront', async () => {
    const email = await signedUp();
    const fields = { email, password: PASSWORD };
    const { origin: _origin, ...noOrigin } = SHOP_FORM;
    expect((await postForm(apiPaths.loginForm('en-en'), fields, { headers: noOrigin })).statusCode).toBe(403);
    expect((await postForm(apiPaths.loginForm('xx-xx'), fields)).statusCode).toBe(404);
  });
});

describe('POST /api/{iso}/wishlist/{productId}/form (a heart without JavaScript)', () => {
  it("sends a guest to the storefront's login page, back to the product after", async () => {
    const p = await product();
    const response = await postForm(apiPaths.wishlistForm('de-de', p.id), {});
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/de/login?returnTo=${encodeURIComponent(`/de/produkt/${p.slug}`)}`);
  });

  it("adds the product to a logged-in shopper's wishlist (twice is once) and shows their wishlist page", async () => {
    const p = await product();
    const shopper = await customer(t.app);
    const first = await postForm(apiPaths.wishlistForm('en-en', p.id), {}, { session: shopper.session });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/account/wishlist');
    expect(await wishlistOf(shopper.session!)).toEqual([p.id]);
    // A second tap (the heart cannot show it is filled without JavaScript) keeps it, once.
    const again = await postForm(apiPaths.wishlistForm('en-en', p.id), {}, { session: shopper.session });
    expect(again.headers.location).toBe('/account/wishlist');
    expect(await wishlistOf(shopper.session!)).toEqual([p.id]);
  });

  it('answers an unknown product 404 and a post from another site 403, changing nothing', async () => {
    const shopper = await customer(t.app);
    const unknown = await postForm(apiPaths.wishlistForm('en-en', 999999), {}, { session: shopper.session });
    expect(unknown.statusCode).toBe(404);
    const p = await product();
    const { origin: _origin, ...noOrigin } = SHOP_FORM;
    const foreign = await postForm(
      apiPaths.wishlistForm('en-en', p.id),
      {},
      {
        session: shopper.session,
        headers: noOrigin,
      },
    );
    expect(foreign.statusCode).toBe(403);
    expect(await wishlistOf(shopper.session!)).toEqual([]);
  });
});
