import { referralResponseSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const valid = { a_aid: 'aff1', refer_domain: 'x.example', url: 'https://shop.test/' };
const asJson = { 'content-type': 'application/json' };
const post = (request: { payload?: string | object; headers?: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/metric/referral', ...request });

const referralCount = async () =>
  Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM referrals')).rows[0]?.n);

describe('POST /metric/referral with bad input', () => {
  it.each([
    ['a_aid is a number', { ...valid, a_aid: 42 }, 'body.a_aid', 'Invalid input: expected string, received number'],
    ['url is a number', { ...valid, url: 42 }, 'body.url', 'Invalid input: expected string, received number'],
    [
      'url is an object',
      { ...valid, url: { href: 'https://shop.test/' } },
      'body.url',
      'Invalid input: expected string, received object',
    ],
    ['url is null', { ...valid, url: null }, 'body.url', 'Invalid input: expected string, received null'],
    ['url is empty', { ...valid, url: '' }, 'body.url', 'Too small: expected string to have >=1 characters'],
    [
      'refer_domain is missing',
      { a_aid: 'aff1', url: 'https://shop.test/' },
      'body.refer_domain',
      'Invalid input: expected string, received undefined',
    ],
    [
      'a_aid is over 200 characters',
      { ...valid, a_aid: 'a'.repeat(201) },
      'body.a_aid',
      'Too big: expected string to have <=200 characters',
    ],
    [
      'refer_domain is over 255 characters',
      { ...valid, refer_domain: 'd'.repeat(256) },
      'body.refer_domain',
      'Too big: expected string to have <=255 characters',
    ],
    [
      'url is over 2048 characters',
      { ...valid, url: `https://shop.test/${'u'.repeat(2048)}` },
      'body.url',
      'Too big: expected string to have <=2048 characters',
    ],
    ['the body is an array', [valid], 'body', 'Invalid input: expected object, received array'],
  ])('refuses a report where %s with 400 naming the field', async (_, payload, path, message) => {
    const before = await referralCount();
    const response = await post({ payload: JSON.stringify(payload), headers: asJson });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(`Invalid ${path}: ${message}`);
    expect(error.issues?.[0]?.path).toBe(path);
    expect(await referralCount()).toBe(before);
  });

  it('names every missing field of an empty object', async () => {
    const error = errorOf(await post({ payload: {} }));
    expect(error).toMatchObject({ statusCode: 400, message: expect.stringContaining('(and 2 more)') });
    expect(error.issues?.map((i) => i.path)).toEqual(['body.a_aid', 'body.refer_domain', 'body.url']);
  });

  it.each([
    [
      'broken JSON',
      { payload: '{"a_aid":', headers: asJson },
      400,
      'INVALID_JSON',
      'The request body is not valid JSON.',
    ],
    [
      'an empty JSON body',
      { payload: '', headers: asJson },
      400,
      'INVALID_JSON',
      'The request body is empty but its content-type is application/json.',
    ],
    [
      'a __proto__ key',
      { payload: '{"a_aid":"","refer_domain":"","url":"u","__proto__":{"x":1}}', headers: asJson },
      400,
      'INVALID_JSON',
      'The request body is not valid JSON.',
    ],
    [
      'a form body',
      { payload: 'a_aid=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the request body as application/json.',
    ],
    [
      'a body over 16 KB',
      { payload: JSON.stringify({ ...valid, pad: 'p'.repeat(20_000) }), headers: asJson },
      413,
      'BODY_TOO_LARGE',
      'The request body is too large.',
    ],
    [
      // Another site's page can send text/plain without a preflight: no handler ever sees it.
      'a plain-text body',
      { payload: 'a_aid=1', headers: { 'content-type': 'text/plain' } },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the request body as application/json.',
    ],
  ])('answers %s with a 4xx error, not a 500', async (_, request, statusCode, code, message) => {
    const response = await post(request);
    expect(errorOf(response)).toEqual({ statusCode, code, message });
    expect(response.statusCode).toBe(statusCode);
  });

  it.each([
    ['no body at all', {}, 'expected object, received null'],
    ['a JSON string', { payload: '"hello"', headers: asJson }, 'expected object, received string'],
    ['JSON null', { payload: 'null', headers: asJson }, 'expected object, received null'],
  ])('refuses %s with 400 naming the body', async (_, request, message) => {
    const response = await post(request);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `Invalid body: Invalid input: ${message}`,
    });
  });

  // Every body schema of the api is a plain z.object: unknown keys are dropped, not refused, so an older or
  // newer client with an extra field still gets its report stored.
  it('ignores unknown fields: stores and answers only the known ones', async () => {
    const response = await post({ payload: { ...valid, a_aid: 'aff-extra', extra: 'x', nested: { deep: [1] } } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(referralResponseSchema.strict().parse(body).data.a_id).toBe('aff-extra');
    const { rows } = await t.db.query<{ affiliate_id: string; url: string }>(
      'SELECT affiliate_id, url FROM referrals WHERE visitor_id = $1',
      [body.data.v_id],
    );
    expect(rows).toEqual([{ affiliate_id: 'aff-extra', url: 'https://shop.test/' }]);
  });

  it('accepts strings at their maximum length and cuts a long user agent to 500 characters', async () => {
    const payload = {
      a_aid: 'a'.repeat(200),
      refer_domain: 'd'.repeat(255),
      url: `https://shop.test/${'u'.repeat(2048 - 18)}`,
    };
    const response = await post({ payload, headers: { 'user-agent': 'b'.repeat(5000) } });
    expect(response.statusCode).toBe(200);
    const { v_id } = referralResponseSchema.parse(response.json()).data;
    const { rows } = await t.db.query<{ url: string; user_agent: string }>(
      'SELECT url, user_agent FROM referrals WHERE visitor_id = $1',
      [v_id],
    );
    expect(rows[0]?.url).toHaveLength(2048);
    expect(rows[0]?.user_agent).toHaveLength(500);
  });
});
