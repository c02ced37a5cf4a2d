#!/usr/bin/env node
// `npm test`: check the machine's prerequisites, install (when needed), typecheck every TypeScript package,
// run every package's unit/api suite, build + publish, the short fault and load runs (chaos, soak), then the
// Playwright suite over the whole running system. Stops at the first failing step. A missing prerequisite
// (Chromium, a PostgreSQL server with a database `test`) stops it before anything runs, one line per problem
// saying how to get it; after that the last line is always `N passed, N failed`.
//
//   node scripts/test.mjs [--skip-install] [--skip-build] [--skip-e2e] [--api-on-postgres]
//
// `--api-on-postgres` runs the api suite on a PostgreSQL server (fresh databases on TEST_DATABASE_URL's server)
// instead of the embedded PGlite: CI runs it once, on production's database; the end-to-end suite's api still
// runs on PGlite, as `npm start` does.
//
// Env: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is the server chaos and soak create
// their databases on (CHAOS_DATABASE_URL / SOAK_DATABASE_URL override it per run); CHROMIUM_PATH
// (default /usr/bin/chromium). `--skip-e2e` needs neither.
//
// Only Node's own modules and scripts/lib files that import nothing from npm load before the install step.
import { assertSupportedNode } from './lib/node-version.mjs';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { databasePrerequisites, machinePrerequisites, testDatabaseUrls } from './lib/prerequisites.mjs';
import { buildAll, installIfNeeded, publishAll, ROOT, run, section } from './lib/processes.mjs';
import { failedTasks, parseJest, parseNodeTest, parsePlaywright, stripAnsi } from './lib/test-output.mjs';

assertSupportedNode();

const OPTIONS = ['--skip-install', '--skip-build', '--skip-e2e', '--api-on-postgres'];
const USAGE = `Usage: node scripts/test.mjs ${OPTIONS.map((option) => `[${option}]`).join(' ')}`;
const args = new Set(process.argv.slice(2));
for (const arg of args) {
  if (!OPTIONS.includes(arg)) {
    console.error(`Unknown option ${arg}. ${USAGE}`);
    process.exit(2);
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function record(step, found) {
  totals.passed += found.passed;
  totals.failed += found.failed;
  totals.skipped += found.skipped;
  lines.push(
    `${step}: ${found.passed} passed, ${found.failed} failed${found.skipped ? `, ${found.skipped} skipped` : ''}${
      found.flaky ? ` (${found.flaky} of them flaky: failed, then passed on retry)` : ''
    }`,
  );
  for (const title of found.titles ?? []) lines.push(`  ${title}`);
}

function finish(code, failedStep) {
  section('Summary');
  for (const line of lines) console.log(line);
  if (failedStep) console.log(`FAILED at: ${failedStep}`);
  if (totals.skipped) console.log(`${totals.skipped} skipped`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

function workspaces() {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return pkg.workspaces.map((dir) => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
    return { dir, name: manifest.name, scripts: manifest.scripts ?? {} };
  });
}

async function step(name, fn) {
  section(name);
  const started = Date.now();
  try {
    await fn();
  } catch (err) {
    console.error(`\n${name} failed: ${err instanceof Error ? err.message : String(err)}`);
    finish(1, name);
  }
  console.log(`(${name}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

// Chaos and soak (child processes, given this env) read their own variables; TEST_DATABASE_URL sets both.
Object.assign(process.env, testDatabaseUrls());
const needsMachine = !args.has('--skip-e2e');

/** Prints each problem on a line of its own and stops: nothing has run yet, so there is nothing to sum up. */
function stopOn(problems) {
  if (problems.length === 0) return;
  for (const problem of problems) console.error(problem);
  process.exit(1);
}

if (needsMachine) stopOn(await machinePrerequisites());

if (!args.has('--skip-install')) await step('Install', () => installIfNeeded());

// The database itself (it exists, the user may log in) is checked with `pg`, so once the install is done.
if (needsMachine || args.has('--api-on-postgres')) stopOn(await databasePrerequisites());

// The api suite on PostgreSQL starts first and runs beside lint, typecheck and the other packages' suites: most of its
// wall time is spent waiting on the database server (about 100 s of its own CPU in 450 s), time they can use. Its
// output is printed once it is done, so that it never interleaves with theirs; its result is taken in the unit step.
// Settled into its error (or null) at once: a rejection must not go unhandled while the steps before it run.
const apiOnPostgres = args.has('--api-on-postgres')
  ? apiSuiteOnPostgres().then(
      () => null,
      (err) => err,
    )
  : Promise.resolve(null);

// `npm run lint`'s two halves side by side: each is single-threaded (ESLint about 46 s of CPU, Prettier about 23 s
// here), so one after the other left a core idle. ESLint's own `--concurrency=2` was no faster beside the api suite
// (wall 1.11x, CPU 1.5x of one thread: `docs/measurements.md`). Each one's output is printed whole once it is done.
await step('Lint (ESLint + Prettier)', async () => {
  const [eslint, prettier] = await Promise.all([
    run('npx', ['eslint', '.'], { capture: true, quiet: true }),
    run('npx', ['prettier', '--check', '.'], { capture: true, quiet: true }),
  ]);
  process.stdout.write(eslint.output + prettier.output);
  const failed = [eslint.code !== 0 ? 'ESLint' : '', prettier.code !== 0 ? 'Prettier' : ''].filter(Boolean);
  if (failed.length) throw new Error(`${failed.join(' and ')} found problems (npm run lint)`);
  lines.push('lint: clean');
});

await step('Dependencies declared, no issue numbers in comments, deployment in step (node --test)', async () => {
  const tests = [
    'scripts/deps.test.mjs',
    'scripts/comments.test.mjs',
    'scripts/test-output.test.mjs',
    'deploy/topology.test.mjs',
  ];
  const result = await run('node', ['--test', ...tests], { capture: true });
  const found = parseNodeTest(result.output);
  if (result.code !== 0 && found.failed === 0) found.failed = 1;
  record('dependencies, comments, deployment (node --test)', found);
  if (result.code !== 0) throw new Error(`node --test ${tests.join(' ')} exited with code ${result.code}`);
});

/**
 * How many packages typecheck side by side: tsc is single-threaded, so one at a time left a core of CI's two
 * idle (93 s for 13 packages). `TYPECHECK_CONCURRENCY=1` checks them one by one.
 */
const TYPECHECK_CONCURRENCY = Math.max(1, Number(process.env.TYPECHECK_CONCURRENCY ?? 2));

await step('Typecheck', async () => {
  const packages = workspaces().filter((ws) => existsSync(path.join(ROOT, ws.dir, 'tsconfig.json')));
  const failed = [];
  const queue = [...packages];
  const checkNext = async () => {
    for (let ws = queue.shift(); ws; ws = queue.shift()) {
      // A package's own `typecheck` script wins; otherwise tsc over its tsconfig (noEmit comes from the base).
      const result = ws.scripts.typecheck
        ? await run('npm', ['run', 'typecheck', '-w', ws.name], { capture: true, quiet: true })
        : await run('npx', ['tsc', '-p', path.join(ws.dir, 'tsconfig.json'), '--noEmit'], {
            capture: true,
            quiet: true,
          });
      // Printed whole, once done, so that two packages' errors never interleave.
      process.stdout.write(result.output);
      if (result.code !== 0) failed.push(ws.name);
    }
  };
  await Promise.all(Array.from({ length: TYPECHECK_CONCURRENCY }, checkNext));
  if (failed.length) throw new Error(`typecheck of ${failed.join(', ')} failed`);
  lines.push(`typecheck: ${packages.length} packages clean`);
});

/** The api suite on its own, against the PostgreSQL server of TEST_DATABASE_URL (see `--api-on-postgres`). */
async function apiSuiteOnPostgres() {
  const result = await run('npm', ['test', '-w', '@storefront/api'], {
    capture: true,
    quiet: true,
    env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL },
  });
  process.stdout.write(result.output);
  const found = parseJest(result.output);
  if (result.code !== 0 && found.failed === 0) found.failed = 1;
  record('api (jest, PostgreSQL)', found);
  if (result.code !== 0) throw new Error(`the api suite on PostgreSQL exited with code ${result.code}`);
}

await step('Unit and api suites', async () => {
  const onPostgres = args.has('--api-on-postgres');
  const ignored = ['@storefront/e2e', ...(onPostgres ? ['@storefront/api'] : [])];
  const result = await run(
    'npx',
    ['lerna', 'run', 'test', '--concurrency', '1', ...ignored.flatMap((name) => ['--ignore', name])],
    { capture: true },
  );
  const found = parseJest(result.output);
  if (result.code !== 0) {
    const tasks = failedTasks(result.output);
    // A package whose suite could not run at all (no tests found, a crash) reports no failed test: count it.
    if (found.failed === 0) found.failed = Math.max(1, tasks.length);
    record('unit + api (jest)', found);
    await apiOnPostgres;
    throw new Error(
      `lerna run test exited with code ${result.code}${tasks.length ? ` (failed: ${tasks.join(', ')})` : ''}`,
    );
  }
  record(onPostgres ? 'unit (jest)' : 'unit + api (jest)', found);
  const apiFailure = await apiOnPostgres;
  if (apiFailure) throw apiFailure;
  // e2e's own unit tests: the bench's logic (its Playwright specs run below, over the running system).
  const bench = await run('npm', ['run', 'test:bench', '-w', '@storefront/e2e'], { capture: true });
  const benchFound = parseJest(bench.output);
  if (bench.code !== 0 && benchFound.failed === 0) benchFound.failed = 1;
  record('e2e bench units (jest)', benchFound);
  if (bench.code !== 0) throw new Error(`npm run test:bench -w @storefront/e2e exited with code ${bench.code}`);
});

if (!args.has('--skip-build')) await step('Build', () => buildAll());
// A scoped build rebuilds only mf-product (shell and the other remotes' dist untouched). ~15 s. A test of the
// build, not the build itself: it also runs on an existing full build (`--skip-build` after `npm start`, as
// .ci/run does), whenever the end-to-end steps need that build anyway.
if (!args.has('--skip-build') || !args.has('--skip-e2e')) {
  await step('Scoped build touches only mf-product', async () => {
    const result = await run('node', [path.join('scripts', 'check-scoped-build.mjs')], { capture: true });
    const ok = result.code === 0 && /scoped-build check: PASS/.test(result.output);
    record('scoped build check', { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
    if (!ok) throw new Error(`scripts/check-scoped-build.mjs exited with code ${result.code}`);
  });
}
if (!args.has('--skip-e2e')) {
  await step('Publish and activate every remote', () => publishAll());
  // What `npm start` leaves running must be what production runs: the compiled api and edge (no tsx), draining on
  // SIGTERM.
  await step('npm start runs the compiled servers', async () => {
    const result = await run('node', ['--test', path.join('scripts', 'start.test.mjs')], { capture: true });
    const found = parseNodeTest(result.output);
    if (result.code !== 0 && found.failed === 0) found.failed = 1;
    record('npm start check (node --test)', found);
    if (result.code !== 0) throw new Error(`scripts/start.test.mjs exited with code ${result.code}`);
  });
  // The short variants of the fault and load runs, each on a PostgreSQL database of its own on the server of
  // TEST_DATABASE_URL (CHAOS_DATABASE_URL / SOAK_DATABASE_URL, set above): ~30 s each.
  await step('Faults: api killed during checkouts, two instances (npm run chaos -- --short)', async () => {
    const result = await run('node', [path.join('scripts', 'chaos.mjs'), '--short'], { capture: true });
    const ok = result.code === 0 && /\[chaos\] PASS/.test(result.output);
    record('chaos (short)', { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
    if (!ok) throw new Error(`scripts/chaos.mjs --short exited with code ${result.code}`);
  });
  await step('Load: 30 s soak (npm run soak -- --duration 30)', async () => {
    const result = await run('node', [path.join('scripts', 'soak.mjs'), '--duration', '30'], { capture: true });
    const ok = result.code === 0 && /\[soak\] PASS/.test(result.output);
    record('soak (30 s)', { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
    if (!ok) throw new Error(`scripts/soak.mjs --duration 30 exited with code ${result.code}`);
  });
  await step('End-to-end (Playwright)', async () => {
    const result = await run('npm', ['test', '-w', '@storefront/e2e'], { capture: true });
    const found = parsePlaywright(result.output);
    // Failing before any test ran (config error, a server that would not start) still counts as a failure.
    if (result.code !== 0 && found.failed === 0) found.failed = 1;
    record('e2e (playwright)', found);
    if (result.code !== 0) throw new Error(`playwright exited with code ${result.code}`);
    if (found.passed === 0) throw new Error('playwright ran no tests');
  });
  // The production topology (nginx with TLS, two edges, two apis, one PostgreSQL): a purchase, freshness across
  // edges, per-client limits and rolling restarts under shoppers. ~3 min.
  await step('Cluster (npm run cluster -- --check)', async () => {
    const result = await run('node', [path.join('scripts', 'cluster.mjs'), '--check'], { capture: true });
    const match = /^cluster: (\d+) passed, (\d+) failed$/m.exec(stripAnsi(result.output));
    const found = { passed: Number(match?.[1] ?? 0), failed: Number(match?.[2] ?? 1), skipped: 0 };
    if (result.code !== 0 && found.failed === 0) found.failed = 1;
    record('cluster (--check)', found);
    if (result.code !== 0) throw new Error(`scripts/cluster.mjs --check exited with code ${result.code}`);
  });
}

finish(totals.failed > 0 ? 1 : 0);
