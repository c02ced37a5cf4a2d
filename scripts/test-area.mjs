#!/usr/bin/env node
// Per-team CI: test one area (remote) without running the whole shop's suite.
//   node scripts/test-area.mjs mf-product [more areas] [--skip-build] [--skip-e2e]
//     that area's unit tests, a build + publish of that area only (the other areas stay as published), and the
//     end-to-end specs tagged with it (`{ tag: '@mf-product' }`) or listed for it in e2e/area-specs.json
//   node scripts/test-area.mjs --since <git ref> [--skip-build] [--skip-e2e]
//     changed-packages mode: lerna's `--since` lists the packages a change touches (and their dependents);
//     only changed areas -> each one's tests as above; a shared package (shared-contracts, shared-ui, shell,
//     edge, api, build-tools, e2e) changed -> everything (node scripts/test.mjs); nothing changed -> nothing.
// `.ci/run` keeps running everything.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run, runOrThrow, section } from './lib/processes.mjs';

const USAGE = 'Usage: node scripts/test-area.mjs <remote...> | --since <git ref>  [--skip-build] [--skip-e2e]';
const argv = process.argv.slice(2);
const flags = new Set(argv.filter((a) => a.startsWith('--')));
const sinceIndex = argv.indexOf('--since');
const since = sinceIndex >= 0 ? argv[sinceIndex + 1] : null;
const positional = argv.filter((a, i) => !a.startsWith('--') && i !== sinceIndex + 1);
for (const flag of flags)
  if (!['--skip-build', '--skip-e2e', '--since'].includes(flag)) {
    console.error(`Unknown option ${flag}\n${USAGE}`);
    process.exit(2);
  }
if (sinceIndex >= 0 && !since) {
  console.error(`--since needs a git ref\n${USAGE}`);
  process.exit(2);
}

const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
/** Every remote of the workspace (folders named mf-*), remotes added later by the generator included. */
const REMOTES = rootPackage.workspaces.filter((w) => /^mf-[a-z0-9-]+$/.test(w));

function areaFolder(input) {
  const folder = input.replace(/_/g, '-');
  if (!REMOTES.includes(folder)) {
    console.error(`Unknown area "${input}". Areas: ${REMOTES.join(', ')}`);
    process.exit(2);
  }
  return folder;
}

/** Spec files (names without .spec.ts) that serve an area: tagged with it, or listed in e2e/area-specs.json. */
export function specsFor(area) {
  const specsDir = path.join(ROOT, 'e2e', 'specs');
  const listed = JSON.parse(readFileSync(path.join(ROOT, 'e2e', 'area-specs.json'), 'utf8'))[area] ?? [];
  const tagged = readdirSync(specsDir)
    .filter((f) => f.endsWith('.spec.ts'))
    .filter((f) => readFileSync(path.join(specsDir, f), 'utf8').includes(`'@${area}'`))
    .map((f) => f.replace(/\.spec\.ts$/, ''));
  return [...new Set([...listed, ...tagged])].filter((name) => existsSync(path.join(specsDir, `${name}.spec.ts`)));
}

async function changedPackages(ref) {
  const result = await run('npx', ['lerna', 'ls', '--since', ref, '--json', '--loglevel', 'silent'], { capture: true });
  if (result.code !== 0) throw new Error(`lerna ls --since ${ref} failed`);
  const json = result.output.slice(result.output.indexOf('['), result.output.lastIndexOf(']') + 1) || '[]';
  return JSON.parse(json).map((p) => path.relative(ROOT, p.location));
}

async function testAreas(areas) {
  const failures = [];
  for (const area of areas) {
    section(`${area}: unit tests`);
    const unit = await run('npm', ['test', '-w', `@storefront/${area}`, '--if-present']);
    if (unit.code !== 0) failures.push(`${area} unit tests`);
  }
  if (!flags.has('--skip-build')) {
    if (!existsSync(path.join(ROOT, 'shell', 'dist', 'entry-assets.json'))) {
      console.error('The shell is not built: run `npm run build` (or `npm start`) once, then test areas on their own.');
      process.exit(1);
    }
    for (const area of areas) {
      section(`${area}: build and publish (only this area)`);
      await runOrThrow('npx', ['lerna', 'run', 'build', '--scope', `@storefront/${area}`]);
      await runOrThrow('npm', ['run', 'release', '-w', '@storefront/edge', '--', 'publish', area, '--activate']);
    }
  }
  if (!flags.has('--skip-e2e')) {
    const specs = [...new Set(areas.flatMap(specsFor))];
    section(`end-to-end specs of ${areas.join(', ')}: ${specs.join(', ') || 'none'}`);
    if (specs.length > 0) {
      const e2e = await run('npx', ['playwright', 'test', ...specs.map((s) => `specs/${s}.spec.ts`)], {
        cwd: path.join(ROOT, 'e2e'),
      });
      if (e2e.code !== 0) failures.push('end-to-end specs');
    }
  }
  return failures;
}

let areas = positional.map(areaFolder);
if (since) {
  const changed = await changedPackages(since);
  section(`changed since ${since}: ${changed.join(', ') || 'nothing'}`);
  const shared = changed.filter((p) => !REMOTES.includes(p));
  if (shared.length > 0) {
    console.log(`shared package(s) changed (${shared.join(', ')}): running everything`);
    const all = await run('node', ['scripts/test.mjs', '--skip-install']);
    process.exit(all.code);
  }
  areas = [...new Set([...areas, ...changed])];
  if (areas.length === 0) {
    console.log('no package changed: nothing to test');
    process.exit(0);
  }
} else if (areas.length === 0) {
  console.error(USAGE);
  process.exit(2);
}

const failures = await testAreas(areas);
section(failures.length === 0 ? `PASSED: ${areas.join(', ')}` : `FAILED: ${failures.join(', ')}`);
process.exit(failures.length === 0 ? 0 : 1);
