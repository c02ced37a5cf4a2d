import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';

export interface LcpChain {
  url: string;
  /** The LCP element: its image URL, or `text` when it is text. */
  lcp: string;
  /** Requests in the dependency chain up to and including the LCP resource (document = 1). */
  sequentialRequests: number;
  chain: string[];
}

interface SentRequest {
  url: string;
  initiatorUrl: string | null;
}

/**
 * How many requests must complete one after the other before the LCP resource is requested: follows
 * Chromium's recorded initiator of the LCP image back to the document. Text LCP needs only the document.
 */
export async function measureLcpChain(url: string): Promise<LcpChain> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const sent = new Map<string, SentRequest>();
    cdp.on('Network.requestWillBeSent', (event) => {
      const initiator = event.initiator;
      const initiatorUrl =
        initiator.url ?? initiator.stack?.callFrames[0]?.url ?? initiator.stack?.parent?.callFrames[0]?.url ?? null;
      if (!sent.has(event.request.url))
        sent.set(event.request.url, { url: event.request.url, initiatorUrl: initiatorUrl || null });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const lcpUrl = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as Array<PerformanceEntry & { url?: string }>;
            resolve(entries.at(-1)?.url || 'text');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const chain: string[] = [];
    let current = lcpUrl === 'text' ? url : lcpUrl;
    while (current && !chain.includes(current)) {
      chain.unshift(current);
      const request = sent.get(current);
      if (!request || !request.initiatorUrl || current === url) break;
      current = request.initiatorUrl;
    }
    return { url, lcp: lcpUrl, sequentialRequests: chain.length, chain: chain.map((u) => new URL(u).pathname) };
  } finally {
    await browser.close();
  }
}
