import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';

const url = process.argv[2] ?? 'http://127.0.0.1:3000/product/watermelon-dream-auto-regular';
(async () => {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  await context.addCookies([{ name: 'sf_consent', value: 'all', url }, { name: 'sf_age', value: '1', url }]);
  await context.addInitScript(() => {
    (window as any).__loaf = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) (window as any).__loaf.push({ start: Math.round(e.startTime), dur: Math.round(e.duration), block: Math.round(e.blockingDuration), scripts: e.scripts.map((s: any) => ({ d: Math.round(s.duration), inv: s.invoker?.slice(0, 60), src: (s.sourceURL || '').split('/').slice(-2).join('/').slice(0, 50), fn: s.sourceFunctionName?.slice(0, 30), t: s.invokerType, fwd: Math.round(s.forcedStyleAndLayoutDuration) })) });
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  const loadAt = await page.evaluate(() => performance.now());
  await page.mouse.wheel(0, 120);
  await page.waitForTimeout(9000);
  const hyd = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => `${m.name}@${Math.round(m.startTime)}`).join(' '));
  const loaf = await page.evaluate(() => (window as any).__loaf);
  console.log('load at', Math.round(loadAt), '\nmarks', hyd);
  for (const f of loaf) {
    if (f.start < loadAt - 100) continue;
    console.log(`${f.start} +${f.dur} (block ${f.block})`);
    for (const s of f.scripts) if (s.d >= 4) console.log(`    ${s.d} ${s.t} ${s.inv} | ${s.src} ${s.fn} fl=${s.fwd}`);
  }
  await browser.close();
})();
