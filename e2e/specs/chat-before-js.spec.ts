import { HomePage } from '../pages/home-page';
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

test('on a slowed phone the chat takes a question at once; sent before the chat is in, the chat asks it when it is', async ({
  page,
}) => {
  // The chat's window is held until the question is sent: the shop, started at the tap, brings it in well under a
  // second, sooner than a test types, and this is about a question sent before it is in.
  let letChatIn: () => void = () => undefined;
  const chatHeld = new Promise<void>((resolve) => (letChatIn = resolve));
  await page.route(/\/releases\/mf_support\/[^/]+\/chat-window\.[0-9a-f]+\.js$/, async (route) => {
    await chatHeld;
    await route.continue();
  });
  const { cdp } = await slowedReadingPage(page);
  const chat = page.getByTestId('chat-panel');
  await page.getByTestId('chat-launcher').tap();
  // The shell's box, before the chat's code has run: typed in and sent at once.
  const box = chat.getByTestId('chat-starting').getByTestId('chat-input');
  await box.fill('Do you ship to Austria?');
  await box.press('Enter');
  await expect(box).toHaveAttribute('readonly');
  await expect(chat.getByTestId('chat-queued')).toBeVisible();
  letChatIn();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // The chat came in and asked it: the question in the log, an answer under it, the box gone, nothing asked twice.
  await expect(chat.getByTestId('chat-shopper')).toHaveCount(1);
  await expect(chat.getByTestId('chat-shopper')).toContainText('Do you ship to Austria?');
  await expect(chat.getByRole('log')).toHaveAttribute('aria-busy', 'false');
  await expect(chat.getByTestId('chat-assistant')).toHaveCount(1);
  await expect(chat.getByTestId('chat-assistant')).toHaveText(/\S/);
  await expect(chat.getByTestId('chat-starting')).toHaveCount(0);
  await expect(chat.getByTestId('chat-window').getByTestId('chat-input')).toHaveValue('');
});
