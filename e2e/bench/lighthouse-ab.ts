// Lighthouse on two shops (a build before and after a change, say two edges on one api), audits interleaved in
// every round, each right after the first shop's reference page (`runLighthouse` of lighthouse.ts):
//
//   npx tsx bench/lighthouse-ab.ts <before origin> <after origin> <path> [<path> ...] [--runs 5]
//
// Prints per path and side the median score, TBT (with the single runs: their spread is the noise to beat), LCP
// and FCP beside the reference's, the load average of each run, and Lighthouse's Style & Layout of the median run.
import { loadavg } from 'node:os';
import { seconds } from './format';
import { runLighthouse, type BenchPage } from './lighthouse';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
  const positional = args.filter((_, i) => runsAt < 0 || (i !== runsAt && i !== runsAt + 1));
  const [before, after, ...paths] = positional;
  if (!before || !after || paths.length === 0) throw new Error('usage: <before origin> <after origin> <path>...');
  const pages: Record<string, BenchPage> = {};
  for (const path of paths) {
    pages[`${path} before`] = { url: before + path };
    pages[`${path} after`] = { url: after + path };
  }
  console.log(`start ${new Date().toISOString()}, load ${load()}`);
  const figures = await runLighthouse(pages, { url: `${before}/__bench/reference` }, runs, () => undefined);
  console.log(`end ${new Date().toISOString()}, load ${load()}`);
  console.log('| page | score (ref) | TBT (ref), the runs | LCP (ref) | FCP (ref) | Style & Layout | load |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, f] of Object.entries(figures)) {
    const styleLayout = (f.audits.mainThread as { group?: string; duration?: number }[]).find(
      (item) => item.group === 'styleLayout',
    )?.duration;
    console.log(
      `| ${name} | ${f.median.score} (${f.reference.score}) | ${Math.round(f.median.tbtMs)} ms (${Math.round(
        f.reference.tbtMs,
      )}), ${f.runs.map((r) => Math.round(r.tbtMs)).join('/')} | ${seconds(f.median.lcpMs)} (${seconds(f.reference.lcpMs)}) | ${seconds(
        f.median.fcpMs,
      )} (${seconds(f.reference.fcpMs)}) | ${Math.round(styleLayout ?? 0)} ms | ${f.runs.map((r) => r.load1).join('/')} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
