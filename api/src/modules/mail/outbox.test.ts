import { apiPaths } from '@storefront/shared-contracts';
import { testOutboxResponseSchema } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';
import { enqueueEmail } from './enqueue-email';

let t: TestApp;
let exposing: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp();
  exposing = await t.withConfig({ exposeTestOutbox: true });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

describe('enqueueEmail', () => {
  it('stores an unsent e-mail in the transaction it is given, and nothing when that rolls back', async () => {
    const id = await t.db.transaction((tx) =>
      enqueueEmail(tx, { to: 'a@example.com', subject: 'Hi', text: 'Hello', template: 'test' }),
    );
    const { rows } = await t.db.query(
      'SELECT to_address, subject, text_body, html_body, template, sent_at FROM email_outbox WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([
      {
        to_address: 'a@example.com',
        subject: 'Hi',
        text_body: 'Hello',
        html_body: null,
        template: 'test',
        sent_at: null,
      },
    ]);

    await expect(
      t.db.transaction(async (tx) => {
        await enqueueEmail(tx, { to: 'rolled-back@example.com', subject: 'x', text: 'x', template: 'test' });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect((await t.db.query(`SELECT 1 FROM email_outbox WHERE to_address = 'rolled-back@example.com'`)).rows).toEqual(
      [],
    );
  });
});

describe('GET /api/test/outbox', () => {
  it('does not exist unless EXPOSE_TEST_OUTBOX is set', async () => {
    const response = await t.app.inject({ url: apiPaths.testOutbox() });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
  });

  it('lists the e-mails of one recipient, newest first, when exposed', async () => {
    await exposing.inject({
      method: 'POST',
      url: apiPaths.newsletter(),
      payload: { email: 'Browser.Test@example.com', iso: 'en-en' },
    });
    await t.db.transaction((tx) =>
      enqueueEmail(tx, {
        to: 'browser.test@example.com',
        subject: 'Second',
        text: 'Later',
        html: '<p>Later</p>',
        template: 'test',
      }),
    );
    await t.db.transaction((tx) =>
      enqueueEmail(tx, { to: 'someone.else@example.com', subject: 'Other', text: 'x', template: 'test' }),
    );

    const response = await exposing.inject({ url: `${apiPaths.testOutbox()}?to=BROWSER.TEST@example.com` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { emails } = testOutboxResponseSchema.parse(response.json());
    expect(emails.map((e) => [e.to, e.subject, e.template])).toEqual([
      ['browser.test@example.com', 'Second', 'test'],
      ['Browser.Test@example.com', 'Please confirm your newsletter subscription', 'newsletter-confirm'],
    ]);
    expect(emails[0]).toMatchObject({
      html: '<p>Later</p>',
      sentAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(emails[1]?.text).toMatch(/\/api\/newsletter\/confirm\?token=/);

    const all = testOutboxResponseSchema.parse((await exposing.inject({ url: apiPaths.testOutbox() })).json());
    expect(all.emails.map((e) => e.to)).toContain('someone.else@example.com');
  });
});
