import { loadavg } from 'node:os';
import type lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { attributeLongTasks, type LongTaskSummary, type TraceEvent } from './long-tasks';

/** A page to audit: its URL and, for pages that need them (cart, checkout, account), the visitor's cookies. */
export interface BenchPage {
  url: string;
  cookie?: string;
}

/** The figures of one Lighthouse audit. */
export interface AuditFigures {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** The 1-minute load average when the audit ended. */
  load1: number;
}

export interface PageFigures {
  url: string;
  /** Median of each figure over the runs (each figure on its own). */
  median: AuditFigures;
  /** The reference page's medians over the audits run just before this page's, in the same runs. */
  reference: AuditFigures;
  /** page / reference for each figure (TBT and CLS: the difference instead, the reference's are ~0). */
  ratio: { score: number; lcp: number; fcp: number; speedIndex: number };
  tbtOverReferenceMs: number;
  runs: AuditFigures[];
  referenceRuns: AuditFigures[];
  /** Long tasks of every run, from its trace: which chunk and which function, style and layout. */
  longTasks: LongTaskSummary[];
  /** Lighthouse's own attribution in the median-score run: long tasks by script, boot-up time, main thread by category. */
  audits: { longTasks: unknown[]; bootupTime: unknown[]; mainThread: unknown[] };
  warnings: string[];
}

type Lighthouse = typeof lighthouse;
const ATTEMPTS = 3;

/** One audit; Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): try again. */
async function auditOnce(lighthouse: Lighthouse, page: BenchPage, port: number, log: (line: string) => void) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(page.url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
    });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'lighthouse returned nothing' };
    if (result && !error) return result;
    if (attempt >= ATTEMPTS) throw new Error(`lighthouse ${page.url}: ${error?.code} ${error?.message}`);
    log(`    ${error?.code}: trying again`);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function medianFigures(runs: AuditFigures[]): AuditFigures {
  const of = (key: keyof AuditFigures) => median(runs.map((r) => r[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
    load1: of('load1'),
  };
}

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : Number.NaN);
const items = (lhr: { audits: Record<string, { details?: unknown }> }, id: string, top = 10) =>
  ((lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []).slice(0, top);

/**
 * Lighthouse mobile (default config, simulated throttling), `runs` rounds in one browser each. In every round
 * each page is audited right after the reference page (a static page of the edge that paints in one request),
 * so both see the same machine; each figure is the median over the rounds, reported beside the reference's.
 */
export async function runLighthouse(
  pages: Record<string, BenchPage>,
  reference: BenchPage,
  runs: number,
  log: (line: string) => void,
): Promise<Record<string, PageFigures>> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const byPage: Record<
    string,
    {
      runs: AuditFigures[];
      referenceRuns: AuditFigures[];
      longTasks: LongTaskSummary[];
      lhrs: Array<{ score: number; lhr: Parameters<typeof items>[0]; warnings: string[] }>;
    }
  > = {};
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    });
    try {
      // A first audit warms the browser (disk cache of the profile, fonts) for both sides alike.
      if (run === 0) await auditOnce(lighthouse, reference, chrome.port, log);
      for (const [name, page] of Object.entries(pages)) {
        const slot = (byPage[name] ??= { runs: [], referenceRuns: [], longTasks: [], lhrs: [] });
        for (const [side, target] of [
          ['reference', reference],
          [name, page],
        ] as const) {
          log(
            `  lighthouse ${side === 'reference' ? `reference (before ${name})` : name} (run ${run + 1}/${runs}) ...`,
          );
          const result = await auditOnce(lighthouse, target, chrome.port, log);
          const lhr = result.lhr;
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          const figures: AuditFigures = {
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            lcpMs: audit('largest-contentful-paint'),
            fcpMs: audit('first-contentful-paint'),
            tbtMs: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
            speedIndexMs: audit('speed-index'),
            load1: Math.round(loadavg()[0]! * 100) / 100,
          };
          if (side === 'reference') {
            slot.referenceRuns.push(figures);
            continue;
          }
          slot.runs.push(figures);
          const trace = (result.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace;
          const slowdown = lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 4;
          slot.longTasks.push(attributeLongTasks(trace?.traceEvents ?? [], slowdown));
          slot.lhrs.push({ score: figures.score, lhr, warnings: lhr.runWarnings });
        }
      }
    } finally {
      await chrome.kill();
    }
  }
  const out: Record<string, PageFigures> = {};
  for (const [name, slot] of Object.entries(byPage)) {
    const m = medianFigures(slot.runs);
    const r = medianFigures(slot.referenceRuns);
    const middle = [...slot.lhrs].sort((a, b) => a.score - b.score)[Math.floor(slot.lhrs.length / 2)]!;
    out[name] = {
      url: pages[name]!.url,
      median: m,
      reference: r,
      ratio: {
        score: ratio(m.score, r.score),
        lcp: ratio(m.lcpMs, r.lcpMs),
        fcp: ratio(m.fcpMs, r.fcpMs),
        speedIndex: ratio(m.speedIndexMs, r.speedIndexMs),
      },
      tbtOverReferenceMs: Math.round(m.tbtMs - r.tbtMs),
      runs: slot.runs,
      referenceRuns: slot.referenceRuns,
      longTasks: slot.longTasks,
      audits: {
        longTasks: items(middle.lhr, 'long-tasks'),
        bootupTime: items(middle.lhr, 'bootup-time'),
        mainThread: items(middle.lhr, 'mainthread-work-breakdown'),
      },
      warnings: [...new Set(slot.lhrs.flatMap((l) => l.warnings))],
    };
  }
  return out;
}
