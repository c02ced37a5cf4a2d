// The summary tables main-thread.ts prints.
import { PHASES, type PageRun } from './main-thread-analysis';

export function print(results: Record<string, PageRun>, runs: number) {
  const f = (n: number) => Math.round(n).toString();
  console.log(`\nMain-thread work before interactive, CPU 4x slower, median of ${runs} runs (ms unless counted)`);
  const head = [
    'page',
    ...PHASES.map(([l]) => l),
    'busy to hydrated',
    'intent to hydrated (wall / busy)',
    'TBT',
    'style n/ms',
    'layout n/ms',
    'forced',
    'DOM',
    'sc rules load+inserted',
    'interaction',
  ];
  console.log(`| ${head.join(' | ')} |`);
  console.log(`|${head.map(() => '---').join('|')}|`);
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `| ${[
        name,
        ...PHASES.map(([l]) => f(r.phases[l] ?? 0)),
        f(r.busyUntilHydrated),
        r.intentToHydrated === undefined ? 'eager' : `${f(r.intentToHydrated)} / ${f(r.busyIntentToHydrated ?? 0)}`,
        f(r.tbt),
        `${f(r.styleRecalcs)} / ${f(r.styleMs)}`,
        `${f(r.layouts)} / ${f(r.layoutMs)}`,
        f(r.forcedLayouts),
        f(r.domElements),
        `${f(r.rulesAtLoad)} + ${f(r.rulesInserted)}`,
        r.interaction === undefined ? '' : f(r.interaction),
      ].join(' | ')} |`,
    );
  }
  console.log('\nScript evaluation until hydrated (ms, median), largest first:');
  for (const [name, r] of Object.entries(results)) {
    const top = Object.entries(r.scripts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([chunk, t]) => `${chunk} ${f(t)}`);
    console.log(`  ${name}: ${top.join(', ')}`);
  }
}
