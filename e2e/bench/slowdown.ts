// The goal "under load, within 1.5x of the reference page's slowdown". Compares two `npm run bench` reports (a
// quiet run and a run under load, e.g. `--stress=2`): per page, how much its LCP (and FCP, Speed Index) grew from
// the quiet run to the loaded one, beside how much the reference page's grew in the same two runs:
//   page slowdown / reference slowdown = (page / reference under load) / (page / reference quiet)
// TBT is reported as the growth over the reference's in milliseconds (the reference's own TBT is about 0, so a
// ratio of it means nothing).
//
//   npx tsx e2e/bench/slowdown.ts <quiet last-run.json> <loaded last-run.json>
import { readFileSync } from 'node:fs';

export interface ReportFigures {
  median: { lcpMs: number; fcpMs: number; speedIndexMs: number; tbtMs: number; score: number };
  reference: { lcpMs: number; fcpMs: number; speedIndexMs: number; tbtMs: number; score: number };
}

export const LIMIT = 1.5;
const METRICS = [
  ['lcp', 'lcpMs'],
  ['fcp', 'fcpMs'],
  ['speedIndex', 'speedIndexMs'],
] as const;

export interface PageSlowdown {
  page: string;
  /** Per metric: the page's growth, the reference's, and their ratio. */
  metrics: Array<{ metric: string; page: number; reference: number; relative: number }>;
  tbtQuietMs: number;
  tbtLoadedMs: number;
  scoreQuiet: number;
  scoreLoaded: number;
  within: boolean;
}

export function compareRuns(
  quiet: Record<string, ReportFigures>,
  loaded: Record<string, ReportFigures>,
): PageSlowdown[] {
  return Object.keys(quiet)
    .filter((page) => loaded[page])
    .map((page) => {
      const q = quiet[page]!;
      const l = loaded[page]!;
      const metrics = METRICS.map(([metric, key]) => {
        const pageGrowth = l.median[key] / q.median[key];
        const referenceGrowth = l.reference[key] / q.reference[key];
        return { metric, page: pageGrowth, reference: referenceGrowth, relative: pageGrowth / referenceGrowth };
      });
      return {
        page,
        metrics,
        tbtQuietMs: q.median.tbtMs,
        tbtLoadedMs: l.median.tbtMs,
        scoreQuiet: q.median.score,
        scoreLoaded: l.median.score,
        within: metrics.every((m) => m.relative <= LIMIT),
      };
    });
}

function main(argv: string[]) {
  const [quietFile, loadedFile] = argv;
  if (!quietFile || !loadedFile) {
    console.error('usage: npx tsx e2e/bench/slowdown.ts <quiet last-run.json> <loaded last-run.json>');
    return 2;
  }
  const read = (file: string) =>
    JSON.parse(readFileSync(file, 'utf8')) as {
      lighthouse: Record<string, ReportFigures>;
      loadAverage: unknown;
      stress?: number;
    };
  const quiet = read(quietFile);
  const loaded = read(loadedFile);
  console.log(`quiet:  ${quietFile}, load ${JSON.stringify(quiet.loadAverage)}, stress ${quiet.stress ?? 0}`);
  console.log(`loaded: ${loadedFile}, load ${JSON.stringify(loaded.loadAverage)}, stress ${loaded.stress ?? 0}`);
  console.log(`page | LCP page / ref growth (x) | FCP | Speed Index | TBT quiet -> loaded | score | within ${LIMIT}x`);
  const fmt = (m: { page: number; reference: number; relative: number }) =>
    `${m.page.toFixed(2)} / ${m.reference.toFixed(2)} (${m.relative.toFixed(2)}x)`;
  let all = true;
  for (const row of compareRuns(quiet.lighthouse, loaded.lighthouse)) {
    all &&= row.within;
    console.log(
      [
        row.page,
        ...row.metrics.map(fmt),
        `${Math.round(row.tbtQuietMs)} -> ${Math.round(row.tbtLoadedMs)} ms`,
        `${row.scoreQuiet} -> ${row.scoreLoaded}`,
        row.within ? 'yes' : 'NO',
      ].join(' | '),
    );
  }
  return all ? 0 : 1;
}

if (process.argv[1] && /slowdown\.ts$/.test(process.argv[1])) process.exitCode = main(process.argv.slice(2));
