#!/usr/bin/env node
// `npm run dev -- mf-product`: one team's area inside the real shop. The remote runs on its dev server
// (hot module replacement, React Fast Refresh; its server build in watch mode for the server render), the
// edge serves the shell with that remote's entry pointed at the dev server (DEV_REMOTE_ENTRY), every other
// area from its active release, against the running api (started here when none answers).
//
//   node scripts/dev.mjs <remote> [--rebuild-shell]
//
// Env: EDGE_PORT (3000), DEV_PORT (3001), API_PORT (4000) or API_URL, HOST (127.0.0.1); RELEASES_DIR,
// DATA_DIR and DATABASE_URL pass through. The shell runs as a development build (shell/dist-dev, rebuilt when
// its sources are newer): Fast Refresh needs React's development build, which the shell provides.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { assertSupportedNode } from './lib/node-version.mjs';
import {
  assertPortFree,
  compiledServer,
  ROOT,
  runOrThrow,
  section,
  startProcess,
  startService,
  waitForHttp,
} from './lib/processes.mjs';

assertSupportedNode();

const USAGE = 'Usage: npm run dev -- <remote, e.g. mf-product> [--rebuild-shell]';
const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const [remoteArg, ...extra] = args.filter((a) => !a.startsWith('--'));
if (
  flags.has('--help') ||
  !remoteArg ||
  extra.length > 0 ||
  [...flags].some((f) => f !== '--rebuild-shell' && f !== '--help')
) {
  console.log(USAGE);
  process.exit(flags.has('--help') ? 0 : 2);
}

const folder = remoteArg.replace(/_/g, '-');
const remoteDir = path.join(ROOT, folder);
if (!/^mf-[a-z0-9-]+$/.test(folder) || !existsSync(path.join(remoteDir, 'webpack.config.ts'))) {
  console.error(`${remoteArg} is not a remote of this repository (no ${folder}/webpack.config.ts). ${USAGE}`);
  process.exit(2);
}
const federationName = folder.replace(/-/g, '_');

function portFromEnv(name, fallback) {
  const raw = process.env[name];
  const port = raw ? Number(raw) : fallback;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name} must be a port number, got "${raw}"`);
    process.exit(2);
  }
  return port;
}

const host = process.env.HOST || '127.0.0.1';
const edgePort = portFromEnv('EDGE_PORT', 3000);
const devPort = portFromEnv('DEV_PORT', 3001);
const apiUrl = (process.env.API_URL || `http://${host}:${portFromEnv('API_PORT', 4000)}`).replace(/\/+$/, '');
const releasesDir = path.resolve(process.env.RELEASES_DIR || path.join(ROOT, 'releases'));
const devShellDir = path.join(ROOT, 'shell', 'dist-dev');

/** Newest modification time of the files under these paths (folders walked, node_modules skipped). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (!st.isDirectory()) newest = Math.max(newest, st.mtimeMs);
    else for (const entry of readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry));
  };
  paths.forEach(visit);
  return newest;
}

/** The shell's development build is reused while nothing it is built from changed. */
function devShellIsCurrent() {
  const built = path.join(devShellDir, 'server', 'render.js');
  if (!existsSync(built)) return false;
  const sources = ['shell/src', 'shell/webpack.config.ts', 'shared-contracts/src', 'shared-ui/src', 'build-tools/src'];
  return (
    statSync(built).mtimeMs >
    newestMtime([...sources.map((s) => path.join(ROOT, s)), path.join(ROOT, 'package-lock.json')])
  );
}

async function apiAnswers() {
  try {
    const res = await fetch(`${apiUrl}/api/en-en/settings`, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

const services = [];
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping ...');
  await Promise.all(
    services
      .slice()
      .reverse()
      .map((s) => s.stop()),
  );
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  await assertPortFree(edgePort, host);
  await assertPortFree(devPort, host);
  if (!existsSync(path.join(releasesDir, 'remotes.json'))) {
    console.warn(
      `No active releases in ${releasesDir}: the other areas will show their fallback. ` +
        'Run `npm start` once (it builds and publishes every area), then `npm run dev` again.',
    );
  }

  section('Shell (development build)');
  if (!flags.has('--rebuild-shell') && devShellIsCurrent()) console.log('shell/dist-dev is up to date; reusing it');
  else await runOrThrow('npx', ['webpack', '--env', 'dev'], { cwd: path.join(ROOT, 'shell') });

  section('Api');
  if (await apiAnswers()) console.log(`using the running api at ${apiUrl}`);
  else if (process.env.API_URL) throw new Error(`API_URL ${apiUrl} does not answer`);
  else {
    const port = new URL(apiUrl).port;
    const api = startService('api', compiledServer('api'), { ...process.env, HOST: host, PORT: port });
    services.push(api);
    await waitForHttp(`${apiUrl}/api/en-en/settings`, { timeoutMs: 180_000, isAlive: api.isAlive });
  }

  section(`${folder} on its dev server`);
  const devServer = startProcess(
    folder,
    process.execPath,
    [path.join('build-tools', 'src', 'dev', 'serve-remote.ts'), folder, '--port', String(devPort), '--host', host],
    process.env,
  );
  services.push(devServer);
  const devOrigin = `http://${host}:${devPort}`;
  await waitForHttp(`${devOrigin}/dev-build.json`, { timeoutMs: 180_000, isAlive: devServer.isAlive });

  section('Edge');
  const edge = startService('edge', compiledServer('edge'), {
    ...process.env,
    HOST: host,
    PORT: String(edgePort),
    API_URL: apiUrl,
    RELEASES_DIR: releasesDir,
    SHELL_DIR: devShellDir,
    DEV_REMOTE_ENTRY: `${federationName}=${devOrigin}/remoteEntry.js`,
    NODE_ENV: 'development',
  });
  services.push(edge);
  await waitForHttp(`http://${host}:${edgePort}/remotes.json`, { timeoutMs: 60_000, isAlive: edge.isAlive });

  console.log(
    `\nThe shop with ${folder} from its dev server: http://${host}:${edgePort}\n` +
      `Edits to ${folder}/src refresh in place; a page reload renders them on the server too. Ctrl-C stops everything.\n`,
  );
  const who = await Promise.race(services.map((s) => s.exited.then(() => s.name)));
  if (!stopping) {
    console.error(`${who} exited unexpectedly; stopping the rest.`);
    await shutdown(1);
  }
} catch (err) {
  console.error(`\nnpm run dev failed: ${err instanceof Error ? err.message : String(err)}`);
  await shutdown(1);
}
