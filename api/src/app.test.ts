import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

describe('the api as a whole', () => {
  it('answers unknown routes with a 404 JSON error', async () => {
    for (const [method, url] of [
      ['GET', '/nope'],
      ['GET', '/api/en-en/unknown'],
      ['PUT', '/api/en-en/cart'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/metric/referral',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a NUL character in the URL or the body with 400 rather than failing in the database', async () => {
    const requests = [
      { method: 'GET', url: '/api/en-en/search?q=a%00b' },
      { method: 'GET', url: '/api/en-en/price-list?q=%00' },
      { method: 'GET', url: '/api/en-en/products/amnesia%00haze' },
      {
        method: 'POST',
        url: '/metric/referral',
        payload: { a_aid: '', refer_domain: '', url: 'https://shop.test/\u0000' },
      },
      {
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'a@example.com', iso: 'en-en', extra: { nested: ['\u0000'] } },
      },
    ] as const;
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'The request contains a NUL character (U+0000), which is not allowed.',
      });
    }
    expect((await t.app.inject({ url: '/api/en-en/search?q=%2500' })).statusCode).toBe(200);
  });

  it('turns an unexpected failure into a 500 with a generic message', async () => {
    await t.db.exec('ALTER TABLE countries RENAME TO countries_away');
    try {
      const response = await t.app.inject({ url: '/api/en-us/settings' });
      expect(response.statusCode).toBe(500);
      expect(errorOf(response)).toEqual({
        statusCode: 500,
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      await t.db.exec('ALTER TABLE countries_away RENAME TO countries');
    }
  });
});
