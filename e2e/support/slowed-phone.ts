import { expect, type CDPSession, type Page } from '@playwright/test';
import { HomePage } from '../pages/home-page';

/** A page just loaded on a phone slowed 4 times, 1 s later, none of the shop's JavaScript run yet. */
export async function slowedReadingPage(page: Page): Promise<{ home: HomePage; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const home = new HomePage(page);
  await home.goto();
  await page.waitForTimeout(1000);
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(0);
  return { home, cdp };
}
