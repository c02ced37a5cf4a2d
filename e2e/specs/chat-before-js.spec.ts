import type { Locator } from '@playwright/test';
import { HomePage } from '../pages/home-page';
import { holdRequests, SHELL_SCRIPTS } from '../support/held-requests';
import { slowedReadingPage } from '../support/slowed-phone';
import { expect, test } from '../support/test';

/**
 * The chat's drawer before the shop's JavaScript has run and without it: the platform opens it at the tap, with the
 * shell's question box (a question typed or sent there is the chat's once it is in) or, without JavaScript, the
 * contact form.
 */

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the chat button opens the chat’s drawer, which offers the contact form', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const chat = page.getByTestId('chat-panel');
    await expect(chat).toBeHidden();
    await page.getByTestId('chat-launcher').tap();
    await expect(chat).toBeVisible();
    await expect(chat.getByRole('status')).toHaveText('Starting the chat…');
    // The question box needs JavaScript (the chat cannot start without it): it hides, the contact form is offered.
    await expect(chat.getByTestId('chat-input')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await page.getByTestId('chat-launcher').tap();
    await chat.getByRole('link', { name: 'contact form' }).tap();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test('on a slowed phone a tap 1 s after load shows the chat’s drawer within 200 ms; React then loads the chat into it', async ({
  page,
}) => {
  const { cdp } = await slowedReadingPage(page);
  const chat = page.getByTestId('chat-panel');
  await page.evaluate(() => {
    const w = window as unknown as { chatTap: { tap?: number; shown?: number } };
    w.chatTap = {};
    const drawer = document.querySelector<HTMLElement>('[data-testid="chat-panel"]')!;
    document.addEventListener(
      'touchstart',
      (event) => {
        w.chatTap.tap = event.timeStamp;
        const frame = (time: number) => {
          if (drawer.checkVisibility()) w.chatTap.shown = time;
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  });
  await page.getByTestId('chat-launcher').tap();
  await expect(chat).toBeVisible();
  const read = () => page.evaluate(() => (window as unknown as { chatTap: { tap: number; shown?: number } }).chatTap);
  await expect.poll(async () => (await read()).shown !== undefined).toBe(true);
  const { tap, shown } = await read();
  expect(shown! - tap, 'tap -> chat drawer visible (ms)').toBeLessThan(200);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // React has it now: still open, with the chat in place of the notice, ready for a question.
  await expect(chat).toHaveAttribute('data-open', 'true');
  await expect(chat.getByTestId('chat-input')).toBeVisible({ timeout: 20_000 });
  await expect(chat.getByTestId('chat-starting')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
});

/** The chat's own window: held, the chat is not in yet whatever the machine's speed. */
const CHAT_WINDOW = /\/releases\/mf_support\/[^/]+\/chat-window\.[0-9a-f]+\.js$/;

/** Types a question in the shell's box, before the chat is in, and sends it: the box says it is kept. */
async function sendEarly(chat: Locator, question: string) {
  const box = chat.getByTestId('chat-starting').getByTestId('chat-input');
  await box.fill(question);
  await box.press('Enter');
  await expect(box).toHaveAttribute('readonly');
  await expect(chat.getByTestId('chat-queued')).toBeVisible();
}

/** The chat came in and asked it: the question in the log, an answer under it, the box gone, nothing asked twice. */
async function expectAsked(chat: Locator, question: string) {
  await expect(chat.getByTestId('chat-shopper')).toHaveCount(1);
  await expect(chat.getByTestId('chat-shopper')).toContainText(question);
  await expect(chat.getByRole('log')).toHaveAttribute('aria-busy', 'false');
  await expect(chat.getByTestId('chat-assistant')).toHaveCount(1);
  await expect(chat.getByTestId('chat-assistant')).toHaveText(/\S/);
  await expect(chat.getByTestId('chat-starting')).toHaveCount(0);
  await expect(chat.getByTestId('chat-window').getByTestId('chat-input')).toHaveValue('');
}

test('on a slowed phone the chat takes a question at once; sent before the chat is in, the chat asks it when it is', async ({
  page,
}) => {
  // The chat's window is held until the question is sent: the shop, started at the tap, brings it in well under a
  // second, sooner than a test types, and this is about a question sent before it is in.
  const letChatIn = await holdRequests(page, CHAT_WINDOW);
  const { cdp } = await slowedReadingPage(page);
  const chat = page.getByTestId('chat-panel');
  await page.getByTestId('chat-launcher').tap();
  await sendEarly(chat, 'Do you ship to Austria?');
  letChatIn();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expectAsked(chat, 'Do you ship to Austria?');
});

test('a question sent before the page hydrated, the chat coming after it did, is asked, not left as a draft', async ({
  page,
}) => {
  // The order a loaded phone can take: the box answered by the edge's loader, the shop hydrating the page (and giving
  // the typed box its text back), and only then the chat.
  const letShopIn = await holdRequests(page, SHELL_SCRIPTS);
  const letChatIn = await holdRequests(page, CHAT_WINDOW);
  const home = new HomePage(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const chat = page.getByTestId('chat-panel');
  await page.getByTestId('chat-launcher').tap();
  await sendEarly(chat, 'Do you ship to Austria?');
  letShopIn();
  await home.hydrated();
  await expect(chat.getByTestId('chat-starting').getByTestId('chat-input')).toHaveAttribute('readonly');
  await expect(chat.getByTestId('chat-queued')).toBeVisible();
  letChatIn();
  await expectAsked(chat, 'Do you ship to Austria?');
});

test('on a slowed phone the chat a tap opened before the shop ran comes in before the header and footer hydrate', async ({
  page,
}) => {
  // What the shopper waits for first: hydrated in the frame's own pass, the header, the drawers' content and the footer
  // added about 90 ms (median) on a slowed phone before the chat's window. Told from the nodes React has taken over (its
  // fiber key).
  await slowedReadingPage(page);
  await page.evaluate(() => {
    const w = window as unknown as { atChat: { header: boolean; footer: boolean } | null };
    w.atChat = null;
    const hydrated = (selector: string) => {
      const element = document.querySelector(selector);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    };
    const frame = () => {
      if (document.querySelector<HTMLElement>('[data-testid="chat-window"]')?.checkVisibility())
        w.atChat = { header: hydrated('[data-testid="header-menu-button"]'), footer: hydrated('footer') };
      else requestAnimationFrame(frame);
    };
    document.addEventListener('touchstart', () => requestAnimationFrame(frame), { capture: true, once: true });
  });
  await page.getByTestId('chat-launcher').tap();
  const chat = page.getByTestId('chat-panel');
  await expect(chat.getByTestId('chat-window')).toBeVisible({ timeout: 20_000 });
  const atChat = await page.evaluate(() => (window as unknown as { atChat: unknown }).atChat);
  expect(atChat, 'the header and footer when the chat’s window first showed').toEqual({ header: false, footer: false });
  // Then the rest of the page is React's too: the header's menu button opens the menu through it.
  await new HomePage(page).hydrated();
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await page.getByTestId('header-menu-button').tap();
  await expect(page.getByTestId('menu-panel')).toHaveAttribute('data-open', 'true');
});
