import { collectConsoleErrors } from '../support/console-errors';
import { E2E_API_URL } from '../support/run-env';
import { expect, test } from '../support/test';

/** Operations: probes, the api's OpenAPI document and UI through the edge, one request id across both logs. */
test.describe('operations', () => {
  test('the edge and the api answer /healthz and /readyz', async ({ request }) => {
    for (const [service, base] of [
      ['edge', ''],
      ['api', E2E_API_URL],
    ] as const) {
      const health = await request.get(`${base}/healthz`);
      expect(health.status()).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', service });
      const ready = await request.get(`${base}/readyz`);
      expect(ready.status()).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready', service });
    }
  });

  test("the api's OpenAPI document answers through the edge, with every route's response schemas", async ({
    request,
  }) => {
    const response = await request.get('/api/docs/json');
    expect(response.status()).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/{iso}/settings', '/api/{iso}/products/{slug}', '/api/{iso}/cart', '/healthz']),
    );
    expect(Object.keys(document.paths['/api/{iso}/cart/items']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '201', '4XX', '500']),
    );
  });

  test('Swagger UI at /api/docs renders through the edge under its security policy', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Storefront api/ })).toBeVisible();
    await expect(page.getByText('/api/{iso}/products/{slug}', { exact: true }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("requests carry an id: pages and api calls through the edge get one, the api takes the caller's", async ({
    request,
  }) => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const page = await request.get('/collections');
    expect(page.headers()['x-request-id']).toMatch(uuid);
    // A visitor cannot choose the id the edge logs under (no trusted proxy in front of it here).
    const proxied = await request.get('/api/en-en/settings', { headers: { 'x-request-id': 'chosen-by-a-visitor' } });
    expect(proxied.headers()['x-request-id']).toMatch(uuid);
    // The api logs under the id its caller (the edge) sends, and answers with it.
    const direct = await request.get(`${E2E_API_URL}/api/en-en/settings`, { headers: { 'x-request-id': 'e2e-1' } });
    expect(direct.headers()['x-request-id']).toBe('e2e-1');
  });
});
