// What npm test reads from its steps' output: the counts each test runner prints at its end, and the names of what
// failed (CI shows only the end of the output, so the summary must name them). Node's own modules only: this loads
// before the install step.
import { stripVTControlCharacters } from 'node:util';

export const stripAnsi = (text) => stripVTControlCharacters(text);

/** Sums jest's `Tests: 1 failed, 2 skipped, 30 passed, 33 total` lines (one per package). */
export function parseJest(output) {
  const found = { passed: 0, failed: 0, skipped: 0, suites: 0 };
  for (const match of stripAnsi(output).matchAll(/^\s*Tests:\s+(.+)$/gm)) {
    found.suites += 1;
    for (const [, n, kind] of match[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
      if (kind === 'passed') found.passed += Number(n);
      else if (kind === 'failed') found.failed += Number(n);
      else found.skipped += Number(n);
    }
  }
  return found;
}

/** Reads node's test runner summary (`ℹ pass 3`, `ℹ fail 0`, `ℹ skipped 0`). */
export function parseNodeTest(output) {
  const count = (name) => Number(new RegExp(`^\\S* ?${name} (\\d+)$`, 'm').exec(stripAnsi(output))?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail'), skipped: count('skipped') + count('todo') };
}

/** Reads Playwright's closing summary (`  5 passed (31.2s)`, `  1 failed`, `  1 flaky`, ...). */
export function parsePlaywright(output) {
  const found = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  for (const [, n, kind] of stripAnsi(output).matchAll(
    /^\s+(\d+) (passed|failed|flaky|skipped|interrupted|did not run)\b/gm,
  )) {
    if (kind === 'passed') found.passed += Number(n);
    else if (kind === 'failed' || kind === 'interrupted') found.failed += Number(n);
    else if (kind === 'flaky') {
      found.flaky += Number(n);
      found.passed += Number(n);
    } else found.skipped += Number(n);
  }
  // The failed and flaky tests as the reporter lists them, indented ("  1) [phone] › specs/x.spec.ts:12:3 › title",
  // and again without the number at the end; progress lines start at the margin): the summary names them, since CI
  // shows only the end of the output.
  found.titles = [
    ...new Set(
      [...stripAnsi(output).matchAll(/^\s+(?:\d+\) )?(\[[\w-]+\] › \S+\.spec\.ts:.+)$/gm)].map((m) =>
        m[1].replace(/\s+Retry #\d+$/, '').replace(/[\s─]+$/, ''),
      ),
    ),
  ];
  return found;
}

/** Lerna (Nx) lists what failed as `- @storefront/shared-ui:test`. */
export function failedTasks(output) {
  const block = stripAnsi(output).split(/^\s*Failed tasks:\s*$/m)[1] ?? '';
  return [...block.matchAll(/^\s*- (\S+:\S+)\s*$/gm)].map((m) => m[1]);
}
