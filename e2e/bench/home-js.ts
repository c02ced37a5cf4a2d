import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';

export interface ScriptFile {
  url: string;
  bytes: number;
  gzip9: number;
  transferred: number;
  encoding: string;
}

/**
 * The scripts of a page load (no interaction), and, with `interact`, those a first interaction brings in
 * afterwards (a key press: a reading page boots on intent, edge/src/pages/hydration.ts), until hydrated and
 * quiet again.
 */
export async function measurePageJsPhases(
  url: string,
  interact = true,
): Promise<{ firstLoad: ScriptFile[]; onInteraction: ScriptFile[] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const pending: Array<Promise<ScriptFile | null>> = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      if (type !== 'script' && !/javascript/.test(contentType)) return;
      pending.push(
        (async () => {
          if (response.status() >= 300) return null;
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            url: new URL(response.url()).pathname,
            bytes: body.length,
            gzip9: gzipSync(body, { level: 9 }).length,
            transferred: sizes.responseBodySize,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          };
        })().catch(() => null),
      );
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response || response.status() !== 200) throw new Error(`GET ${url} answered ${response?.status()}`);
    await page.waitForTimeout(1_500);
    const collect = async () => {
      const files = (await Promise.all(pending.splice(0))).filter((f): f is ScriptFile => f !== null);
      const unique = new Map(files.map((f) => [f.url, f]));
      return [...unique.values()].sort((a, b) => b.gzip9 - a.gzip9);
    };
    // The HTML's own scripts count too (the intent loader, the early-click capture); JSON data blocks do not.
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((script) => !script.getAttribute('type') || /javascript|module/.test(script.getAttribute('type') ?? ''))
        .map((script) => script.textContent ?? '')
        .join('\n'),
    );
    const inlineFile: ScriptFile[] = inline
      ? [
          {
            url: '(inline in the HTML)',
            bytes: Buffer.byteLength(inline),
            gzip9: gzipSync(inline, { level: 9 }).length,
            transferred: 0,
            encoding: 'in the document',
          },
        ]
      : [];
    const firstLoad = [...(await collect()), ...inlineFile];
    if (!interact) return { firstLoad, onInteraction: [] };
    await page.keyboard.press('Shift');
    await page.waitForSelector('#root[data-hydrated="true"]', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    const seen = new Set(firstLoad.map((f) => f.url));
    return { firstLoad, onInteraction: (await collect()).filter((f) => !seen.has(f.url)) };
  } finally {
    await browser.close();
  }
}
