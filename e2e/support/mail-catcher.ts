import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_MAIL_URL } from './run-env';

/** An e-mail as the suite's mail catcher (scripts/lib/mail-catcher.mjs) received it over SMTP. */
export interface CaughtMail {
  id: number;
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  date: string;
}

/** Every e-mail the catcher received for `to`, newest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<CaughtMail[]> {
  const response = await request.get(`${E2E_MAIL_URL}/api/messages?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: CaughtMail[] }).messages;
}

/**
 * Waits until the api's mail worker has delivered an e-mail for `to` whose subject matches, and returns it
 * (the worker polls the outbox, so an e-mail arrives a moment after its cause).
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp = /./,
  timeoutMs = 20_000,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, to)).find((m) => subject.test(m.subject));
        return found !== undefined;
      },
      { timeout: timeoutMs, message: `an e-mail to ${to} with a subject like ${subject}` },
    )
    .toBe(true);
  return found as CaughtMail;
}
