// Child-process helpers shared by scripts/start.mjs, scripts/test.mjs and e2e/bench/run.ts.
// Plain ESM with JSDoc so the scripts run with bare `node` (no build step before the first install).
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** Prints a section header that stands out in CI logs. */
export function section(title) {
  const line = '='.repeat(Math.max(20, title.length + 8));
  process.stdout.write(`\n${line}\n=== ${title}\n${line}\n`);
}

/**
 * Runs a command to completion from the repo root, streaming its output (and optionally keeping a copy
 * for parsing). Resolves with { code, output }; never rejects on a non-zero exit.
 * @param {string} cmd
 * @param {string[]} args
 * `quiet` (with `capture`) keeps the output without echoing it, for commands run side by side.
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, capture?: boolean, quiet?: boolean }} [opts]
 * @returns {Promise<{ code: number, output: string }>}
 */
export function run(cmd, args, opts = {}) {
  const bin = cmd === 'npm' ? NPM : cmd === 'npx' ? NPX : cmd;
  process.stdout.write(`$ ${[cmd, ...args].join(' ')}\n`);
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      cwd: opts.cwd ?? ROOT,
      env: opts.env ?? process.env,
      stdio: opts.capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    let output = '';
    if (opts.capture) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (!opts.quiet) process.stdout.write(chunk);
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
        if (!opts.quiet) process.stderr.write(chunk);
      });
    }
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

/** Like run(), but throws when the command fails. */
export async function runOrThrow(cmd, args, opts = {}) {
  const result = await run(cmd, args, opts);
  if (result.code !== 0) throw new Error(`\`${[cmd, ...args].join(' ')}\` exited with code ${result.code}`);
  return result;
}

/**
 * True when dependencies must be installed: no node_modules, or the lockfile is newer than the
 * install npm recorded in node_modules/.package-lock.json.
 */
export function needsInstall(root = ROOT) {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (!existsSync(installed)) return true;
  if (!existsSync(lock)) return false;
  return statSync(installed).mtimeMs < statSync(lock).mtimeMs;
}

/** `npm install` (never `npm ci`: the registry here lacks some non-Linux optional binaries). */
export async function installIfNeeded({ force = false } = {}) {
  if (!force && !needsInstall()) {
    process.stdout.write('node_modules is up to date with package-lock.json; skipping install\n');
    return;
  }
  await runOrThrow('npm', ['install', '--no-audit', '--no-fund']);
}

/** Builds every package (shell, remotes, typechecked libraries). */
export async function buildAll() {
  await runOrThrow('npx', ['lerna', 'run', 'build']);
}

/** Publishes every remote's dist into the releases dir (RELEASES_DIR or <root>/releases) and activates it. */
export async function publishAll(env = process.env) {
  await runOrThrow('npm', ['run', 'release', '-w', '@storefront/edge', '--', 'publish-all', '--activate'], { env });
}

/** Rejects when something already listens on host:port, so readiness checks never hit a stranger. */
export function assertPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (err) => {
      reject(
        new Error(
          `Port ${host}:${port} is already in use (${err.code}). Stop whatever runs there or choose other ports.`,
        ),
      );
    });
    server.listen(port, host, () => server.close(() => resolve(undefined)));
  });
}

/**
 * Polls a URL until it answers with an accepted status.
 * @param {string} url
 * @param {{ timeoutMs?: number, accept?: (status: number) => boolean, isAlive?: () => boolean }} [opts]
 */
export async function waitForHttp(url, opts = {}) {
  const timeoutMs = opts.timeoutMs ?? 120_000;
  const accept = opts.accept ?? ((status) => status >= 200 && status < 300);
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (opts.isAlive && !opts.isAlive()) throw new Error(`The process behind ${url} exited before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: 'manual' });
      await res.arrayBuffer();
      if (accept(res.status)) return;
      last = `status ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} was not ready within ${Math.round(timeoutMs / 1000)} s (last: ${last})`);
}

function prefixLines(stream, target, prefix) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${prefix} ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) target.write(`${prefix} ${pending}\n`);
  });
}

/**
 * @typedef {object} Service
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child
 * @property {() => boolean} isAlive
 * @property {Promise<number>} exited resolves with the exit code
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop
 */

/**
 * The compiled server of a workspace (`api/dist/server.js`), as `node` runs it in production, with source
 * maps for stack traces. Throws, naming the fix, when the package is not built.
 * @param {'api' | 'edge'} dir
 * @returns {{ command: string, args: string[] }}
 */
export function compiledServer(dir) {
  const entry = path.join(ROOT, dir, 'dist', 'server.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build -w @storefront/${dir}\` first`);
  return { command: process.execPath, args: ['--enable-source-maps', entry] };
}

/**
 * Starts a long-running process (a compiled server: see compiledServer) in its own process group, with
 * every output line prefixed by `[name]`.
 * @param {string} name
 * @param {{ command: string, args: string[] }} program
 * @param {NodeJS.ProcessEnv} env
 * @param {{ quiet?: boolean }} [opts]
 * @returns {Service}
 */
export function startService(name, program, env, opts = {}) {
  return startProcess(name, program.command, program.args, env, opts);
}

/**
 * Starts any long-running command (e.g. `node build-tools/src/dev/serve-remote.ts ...`) the way startService
 * starts a compiled server: its own process group, output lines prefixed by `[name]`.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {{ quiet?: boolean }} [opts]
 * @returns {Service}
 */
export function startProcess(name, command, args, env, opts = {}) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = `[${name}]`;
  if (opts.quiet) {
    child.stdout.resume();
    child.stderr.resume();
  } else {
    prefixLines(child.stdout, process.stdout, prefix);
    prefixLines(child.stderr, process.stderr, prefix);
  }
  let alive = true;
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      alive = false;
      resolve(code ?? (signal ? 128 : 1));
    });
    child.on('error', (err) => {
      alive = false;
      process.stderr.write(`${prefix} ${err.message}\n`);
      resolve(1);
    });
  });
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  };
  return {
    name,
    child,
    isAlive: () => alive,
    exited,
    async stop(signal = 'SIGTERM') {
      if (!alive) return;
      killGroup(signal);
      // The servers drain in-flight requests for up to SHUTDOWN_TIMEOUT_MS (10 s) and then exit themselves.
      const timer = setTimeout(() => killGroup('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
