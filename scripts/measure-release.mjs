#!/usr/bin/env node
// Measures, in one run: the wall time of rolling one area back (from starting `release rollback` to the
// edge serving the previous version) with the other areas' served bytes compared before and after, and the time
// of a one-remote rebuild. Uses a scratch copy of releases/ and its own edge (BENCH_EDGE_PORT, default 3200).
//   node scripts/measure-release.mjs [--area mf-product] [--skip-rebuild] [--cold]
// The rebuild is a team's: one source file of the area edited (a comment appended to its area module, put back
// afterwards; the emitted files do not change), webpack's persistent cache as the last build left it.
// `--cold` also times the same build with the area's cache moved aside (a fresh clone, a CI job without a
// restored cache). `nodeStartMs` (`node -e 0`) is a same-run reference for how loaded the machine was.
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT, run, runOrThrow, waitForHttp } from './lib/processes.mjs';

const args = process.argv.slice(2);
const areaIndex = args.indexOf('--area');
const area = areaIndex >= 0 && args[areaIndex + 1] ? args[areaIndex + 1] : 'mf-product';
const name = area.replace(/-/g, '_');
const port = Number(process.env.BENCH_EDGE_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'measure-release-'));
const releasesDir = path.join(scratch, 'releases');
cpSync(path.join(ROOT, 'releases'), releasesDir, { recursive: true });
const env = { ...process.env, RELEASES_DIR: releasesDir, RELEASE_ACTOR: 'measure-release' };

const edge = spawn(process.execPath, ['--enable-source-maps', 'edge/dist/server.js'], {
  cwd: ROOT,
  env: { ...env, PORT: String(port), HOST: '127.0.0.1', API_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});

const sha = (buf) => createHash('sha256').update(buf).digest('hex');
async function pointer() {
  return (await fetch(`${base}/remotes.json`, { cache: 'no-store' })).json();
}
/** Every file the other areas' active releases serve (entry, manifest, exposed chunks), hashed as served. */
async function otherAreasBytes() {
  const { remotes } = await pointer();
  const out = {};
  for (const [remote, active] of Object.entries(remotes)) {
    if (remote === name) continue;
    const dir = path.join(releasesDir, remote, active.version);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
    const files = new Set(['remoteEntry.js', 'mf-manifest.json']);
    for (const e of manifest.exposes ?? []) for (const f of [...e.assets.js.sync, ...e.assets.js.async]) files.add(f);
    for (const file of files) {
      const url = `/releases/${remote}/${active.version}/${file}`;
      const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'br' } });
      out[url] = `${res.status} ${sha(Buffer.from(await res.arrayBuffer()))}`;
    }
    out[`pointer:${remote}`] = JSON.stringify(active);
  }
  return out;
}

try {
  await waitForHttp(`${base}/healthz`, { timeoutMs: 30_000 });
  const active = (await pointer()).remotes[name];
  // A second release of the area (the same build under another version) to roll back from.
  const variant = `${active.version.split('-')[0]}-measure0rollback`;
  cpSync(path.join(releasesDir, name, active.version), path.join(releasesDir, name, variant), { recursive: true });
  const info = JSON.parse(readFileSync(path.join(releasesDir, name, variant, 'release.json'), 'utf8'));
  writeFileSync(
    path.join(releasesDir, name, variant, 'release.json'),
    JSON.stringify({ ...info, hash: 'measure0rollback' }),
  );
  await runOrThrow('npm', ['run', '--silent', 'release', '-w', '@storefront/edge', '--', 'activate', name, variant], {
    env,
  });

  const before = await otherAreasBytes();
  const started = performance.now();
  await runOrThrow(
    'npm',
    ['run', '--silent', 'release', '-w', '@storefront/edge', '--', 'rollback', name, '--reason', 'measured rollback'],
    { env },
  );
  let served;
  do served = (await pointer()).remotes[name]?.version;
  while (served !== active.version);
  const rollbackMs = Math.round(performance.now() - started);
  const after = await otherAreasBytes();
  const identical = JSON.stringify(before) === JSON.stringify(after);

  let rebuildMs = null;
  let rebuildColdMs = null;
  const nodeStart = performance.now();
  await runOrThrow(process.execPath, ['-e', '0']);
  const nodeStartMs = Math.round(performance.now() - nodeStart);
  if (!args.includes('--skip-rebuild')) {
    // The remote's own build (its libraries unchanged): what a team runs to ship that area.
    const rebuild = async () => {
      const t = performance.now();
      const result = await run('npm', ['run', 'build', '-w', `@storefront/${area}`]);
      if (result.code !== 0) throw new Error('rebuild failed');
      return Math.round(performance.now() - t);
    };
    const edited = path.join(ROOT, area, 'src', 'exposes', 'area.ts');
    const original = readFileSync(edited, 'utf8');
    try {
      writeFileSync(edited, `${original}// measure-release ${Date.now()}\n`);
      rebuildMs = await rebuild();
    } finally {
      writeFileSync(edited, original);
    }
    if (args.includes('--cold')) {
      const cache = path.join(ROOT, area, 'node_modules', '.cache', 'webpack');
      const aside = `${cache}-measure-${process.pid}`;
      if (existsSync(cache)) renameSync(cache, aside);
      try {
        rebuildColdMs = await rebuild();
      } finally {
        // The team's cache comes back (the cold build's own is dropped).
        rmSync(cache, { recursive: true, force: true });
        if (existsSync(aside)) renameSync(aside, cache);
      }
    }
  }
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    JSON.stringify(
      {
        area,
        rollbackMs,
        otherAreasFiles: Object.keys(before).filter((k) => !k.startsWith('pointer:')).length,
        otherAreasIdentical: identical,
        rebuildMs,
        rebuildColdMs,
        nodeStartMs,
        loadAverage: load,
        cpus: os.cpus().length,
      },
      null,
      2,
    ),
  );
  process.exitCode = identical && rollbackMs <= 5000 && (rebuildMs === null || rebuildMs <= 15000) ? 0 : 1;
} finally {
  edge.kill('SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
}
