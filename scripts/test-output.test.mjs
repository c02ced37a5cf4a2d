// npm test's summary is what CI shows: its counts must add up what every runner printed, and a failed or flaky
// browser test must be named.
//   node --test scripts/test-output.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failedTasks, parseJest, parseNodeTest, parsePlaywright } from './lib/test-output.mjs';

test('jest: the Tests lines of every package are summed, colours and all', () => {
  const output = [
    'Tests:       1 failed, 2 skipped, 30 passed, 33 total',
    '\u001b[1mTests:\u001b[22m       \u001b[32m12 passed\u001b[39m, 12 total',
    'Tests:       1 todo, 4 passed, 5 total',
  ].join('\n');
  assert.deepEqual(parseJest(output), { passed: 46, failed: 1, skipped: 3, suites: 3 });
});

test('node --test: its closing counts, and none when it printed none', () => {
  assert.deepEqual(parseNodeTest('ℹ tests 5\nℹ pass 4\nℹ fail 1\nℹ skipped 0\nℹ todo 0\n'), {
    passed: 4,
    failed: 1,
    skipped: 0,
  });
  assert.deepEqual(parseNodeTest('Error: cannot find module'), { passed: 0, failed: 0, skipped: 0 });
});

test('Playwright: flaky tests count as passed and are named with the failed ones, once each', () => {
  const output = [
    '  1) [chromium] › specs/checkout.spec.ts:12:3 › pays ───────────',
    '  1) [chromium] › specs/checkout.spec.ts:12:3 › pays ───────────  Retry #1',
    '  2) [phone] › specs/layout.spec.ts:40:5 › header stays on top',
    '  1 failed',
    '    [phone] › specs/layout.spec.ts:40:5 › header stays on top',
    '  1 flaky',
    '    [chromium] › specs/checkout.spec.ts:12:3 › pays',
    '  249 passed (15.2m)',
  ].join('\n');
  const found = parsePlaywright(output);
  assert.equal(found.passed, 250);
  assert.equal(found.failed, 1);
  assert.equal(found.flaky, 1);
  assert.deepEqual(found.titles, [
    '[chromium] › specs/checkout.spec.ts:12:3 › pays',
    '[phone] › specs/layout.spec.ts:40:5 › header stays on top',
  ]);
});

test("lerna: the failed tasks it lists after 'Failed tasks:'", () => {
  const output = 'lerna notice\n\n Failed tasks:\n\n - @storefront/shared-ui:test\n - @storefront/api:test\n\n';
  assert.deepEqual(failedTasks(output), ['@storefront/shared-ui:test', '@storefront/api:test']);
  assert.deepEqual(failedTasks('Successfully ran target test for 11 projects'), []);
});
