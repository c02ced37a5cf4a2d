import type lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';

export interface LighthouseFigures {
  url: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number;
  warnings: string[];
}

type Lighthouse = typeof lighthouse;
const ATTEMPTS = 3;

/** One audit; Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): try again. */
async function auditOnce(lighthouse: Lighthouse, url: string, port: number, log: (line: string) => void) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'lighthouse returned nothing' };
    if (result && !error) return result.lhr;
    if (attempt >= ATTEMPTS) throw new Error(`lighthouse ${url}: ${error?.code} ${error?.message}`);
    log(`    ${error?.code}: trying again`);
  }
}

/** Lighthouse mobile (default config, simulated throttling); the median-score run of `runs` per page. */
export async function runLighthouse(
  urls: Record<string, string>,
  runs: number,
  log: (line: string) => void,
): Promise<Record<string, LighthouseFigures>> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results: Record<string, LighthouseFigures[]> = {};
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    });
    try {
      for (const [name, url] of Object.entries(urls)) {
        log(`  lighthouse ${name} (run ${run + 1}/${runs}) ...`);
        const lhr = await auditOnce(lighthouse, url, chrome.port, log);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        (results[name] ??= []).push({
          url,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          runs,
          warnings: lhr.runWarnings,
        });
      }
    } finally {
      await chrome.kill();
    }
  }
  const median: Record<string, LighthouseFigures> = {};
  for (const [name, list] of Object.entries(results)) {
    const sorted = [...list].sort((a, b) => a.score - b.score);
    median[name] = sorted[Math.floor(sorted.length / 2)]!;
  }
  return median;
}
