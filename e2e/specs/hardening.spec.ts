import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/mail-catcher';

/**
 * A security review's findings over the whole running system (edge, areas, api), each answered as a shopper or a
 * careless client should see it.
 */
test.describe('hardening: odd, forged or oversized requests get a clear answer', () => {
  test('a NUL or an over-long product slug is a 404 page without a canonical link, not a 200', async ({ request }) => {
    for (const path of ['/product/%00', `/product/${'x'.repeat(300)}`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).not.toContain('rel="canonical"');
    }
  });

  test('the newsletter confirmation page answers an expired or forged link clearly, through the edge', async ({
    page,
    request,
  }) => {
    const email = `late-${Date.now()}@example.org`;
    const signup = await request.post('/api/newsletter', { data: { email, iso: 'en-en' } });
    expect(signup.status()).toBe(202);
    const mail = await waitForMail(request, email, /confirm your newsletter subscription/);
    const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=(\d+)\.(\d+)\.(\S+)/.exec(mail.text);
    expect(link, mail.text).toBeTruthy();
    // The same subscription with its expiry moved: the signature no longer matches, so it is not valid.
    await page.goto(`/api/newsletter/confirm?token=${link![1]}.${Number(link![2]) - 1}.${link![3]}`);
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    // A genuine link past its time: signed as the api signs (its development secret, which the suite runs with).
    const expiresAt = Math.floor(Date.now() / 1000) - 60;
    const signature = createHmac('sha256', 'order-link-secret-development')
      .update(`newsletter:${link![1]}:${expiresAt}`)
      .digest('base64url')
      .slice(0, 32);
    await page.goto(`/api/newsletter/confirm?token=${link![1]}.${expiresAt}.${signature}`);
    await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await page.goto(link![0]);
    await expect(page.getByRole('heading', { name: 'Your subscription is confirmed' })).toBeVisible();
    await page.goto(link![0]);
    await expect(page.getByRole('heading', { name: 'Already confirmed' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a body over the limit through the /api proxy gets the api error shape (413), not a 502', async ({
    request,
  }) => {
    const response = await request.post('/api/newsletter', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ email: 'big@example.org', iso: 'en-en', pad: 'x'.repeat(1_100_000) }),
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: 413, code: 'BODY_TOO_LARGE' });
  });
});
