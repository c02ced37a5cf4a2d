// `npm start` as a shopper's machine runs it: what it leaves running are the compiled servers (`node
// <pkg>/dist/server.js`), no tsx anywhere in their process trees; both answer /healthz and /readyz, the
// api's OpenAPI document answers through the edge, and stopping it (SIGTERM, as Ctrl-C) lets a request in
// flight finish before the servers exit. Needs a build and published releases (scripts/test.mjs runs it
// after both). Linux: it reads the process table from /proc.
//
//   node --test scripts/start.test.mjs        (START_TEST_EDGE_PORT / START_TEST_API_PORT: 3300 / 4300;
//   START_TEST_SMTP_PORT / START_TEST_MAIL_WEB_PORT: 1325 / 1380 for the mail catcher)
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from './lib/processes.mjs';

const EDGE_PORT = Number(process.env.START_TEST_EDGE_PORT ?? 3300);
const API_PORT = Number(process.env.START_TEST_API_PORT ?? 4300);
const SMTP_PORT = Number(process.env.START_TEST_SMTP_PORT ?? 1325);
const MAIL_WEB_PORT = Number(process.env.START_TEST_MAIL_WEB_PORT ?? 1380);
const edgeUrl = `http://127.0.0.1:${EDGE_PORT}`;
const mailUrl = `http://127.0.0.1:${MAIL_WEB_PORT}`;
const apiUrl = `http://127.0.0.1:${API_PORT}`;
// Kept between runs (keyed by port): PGlite migrates and seeds an empty one on start, which takes a while.
const DATA_DIR = path.join(os.tmpdir(), `storefront-start-test-${API_PORT}`);

/** pid -> { ppid, cmdline } of every process, from /proc. */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean);
      table.set(Number(entry), { ppid, cmdline });
    } catch {
      // The process ended while we looked.
    }
  }
  return table;
}

/** Every process below `root`, with its command line. */
function descendants(root) {
  const table = processTable();
  const found = [];
  const visit = (pid) => {
    for (const [child, info] of table) {
      if (info.ppid !== pid) continue;
      found.push({ pid: child, cmdline: info.cmdline });
      visit(child);
    }
  };
  visit(root);
  return found;
}

let shop;
let output = '';

before(async () => {
  shop = spawn(process.execPath, [path.join('scripts', 'start.mjs'), '--skip-install', '--skip-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      EDGE_PORT: String(EDGE_PORT),
      API_PORT: String(API_PORT),
      DATA_DIR,
      MAIL_SMTP_PORT: String(SMTP_PORT),
      MAIL_WEB_PORT: String(MAIL_WEB_PORT),
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shop.stdout.on('data', (chunk) => (output += chunk));
  shop.stderr.on('data', (chunk) => (output += chunk));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start was not up within 240 s:\n${output}`)), 240_000);
    const check = setInterval(() => {
      if (output.includes('Shop running at')) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 200);
    shop.once('exit', (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code} before the shop was up:\n${output}`));
    });
  });
});

after(async () => {
  if (shop.exitCode !== null) return;
  // SIGTERM, so that npm start stops its servers (they run in process groups of their own); SIGKILL only if it hangs.
  const exited = new Promise((resolve) => shop.once('exit', resolve));
  shop.kill('SIGTERM');
  const timer = setTimeout(() => shop.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
});

test('leaves the compiled api and edge running, and no tsx', () => {
  const running = descendants(shop.pid);
  const commands = running.map((p) => p.cmdline.join(' '));
  assert.deepEqual(
    commands.filter((command) => /tsx/.test(command)),
    [],
    `tsx in the process tree:\n${commands.join('\n')}`,
  );
  const servers = running.filter((p) => /dist\/server\.js$/.test(p.cmdline.at(-1) ?? ''));
  assert.deepEqual(servers.map((p) => path.relative(ROOT, p.cmdline.at(-1))).sort(), [
    path.join('api', 'dist', 'server.js'),
    path.join('edge', 'dist', 'server.js'),
  ]);
  for (const server of servers) assert.equal(path.basename(server.cmdline[0]), 'node', server.cmdline.join(' '));
  // Nothing else is left running under npm start (the build and release steps have finished).
  assert.equal(running.length, servers.length, `unexpected processes:\n${commands.join('\n')}`);
});

test('both servers answer /healthz and /readyz, and the api documents itself through the edge', async () => {
  for (const [service, url] of [
    ['api', apiUrl],
    ['edge', edgeUrl],
  ]) {
    const health = await fetch(`${url}/healthz`);
    assert.equal(health.status, 200);
    assert.deepEqual({ ...(await health.json()), uptimeSeconds: 0 }, { status: 'ok', service, uptimeSeconds: 0 });
    const ready = await fetch(`${url}/readyz`);
    const readiness = await ready.json();
    assert.equal(ready.status, 200, JSON.stringify(readiness));
    assert.equal(readiness.status, 'ready');
  }
  const docs = await fetch(`${edgeUrl}/api/docs/json`);
  assert.equal(docs.status, 200);
  const document = await docs.json();
  assert.equal(document.openapi, '3.1.0');
  assert.ok(document.paths['/api/{iso}/products/{slug}']?.get?.responses?.['200']);
});

test('runs a mail catcher, prints where to read the e-mails, and the api delivers to it', async () => {
  assert.match(output, new RegExp(`read them at ${mailUrl.replace(/[.]/g, '\\.')}`));
  const email = `start-test-${Date.now()}@example.com`;
  const signup = await fetch(`${edgeUrl}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, iso: 'en-en' }),
  });
  assert.equal(signup.status, 202);
  const deadline = Date.now() + 20_000;
  let messages = [];
  while (messages.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    messages = (await (await fetch(`${mailUrl}/api/messages?to=${encodeURIComponent(email)}`)).json()).messages;
  }
  assert.equal(messages.length, 1, 'the confirmation e-mail reached the catcher');
  assert.match(messages[0].subject, /confirm your newsletter subscription/);
  const page = await (await fetch(mailUrl)).text();
  assert.match(page, new RegExp(email.replace(/[.]/g, '\\.')));
});

test('stopping it (SIGTERM, as Ctrl-C) finishes a request in flight, then both servers exit', async () => {
  const form = 'region=germany&cookies=all&returnTo=%2F';
  // A slow client: the edge has the request, half of its form, when the shop is told to stop.
  const slow = request(`${edgeUrl}/consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(form) },
  });
  const answered = new Promise((resolve, reject) => {
    slow.on('response', (response) => {
      response.resume();
      resolve(response);
    });
    slow.on('error', reject);
  });
  slow.write(form.slice(0, 8));
  await new Promise((resolve) => setTimeout(resolve, 300));

  const exited = new Promise((resolve) => shop.once('exit', (code) => resolve(code)));
  shop.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  // Closing: no new connections.
  await assert.rejects(fetch(`${edgeUrl}/healthz`));
  slow.end(form.slice(8));
  const response = await answered;
  assert.equal(response.statusCode, 303);
  assert.equal(response.headers.location, '/de');
  assert.equal(await exited, 0, output.slice(-2000));
  assert.match(output, /closing: finishing in-flight requests/);
});

test('stopped while its servers are still starting (the api up, the edge not yet), it leaves nothing running', async () => {
  // Other ports and data of its own: the shop above is a separate run.
  const ports = { api: API_PORT + 10, edge: EDGE_PORT + 10, smtp: SMTP_PORT + 10, web: MAIL_WEB_PORT + 10 };
  const early = spawn(process.execPath, [path.join('scripts', 'start.mjs'), '--skip-install', '--skip-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      EDGE_PORT: String(ports.edge),
      API_PORT: String(ports.api),
      DATA_DIR: `${DATA_DIR}-early`,
      MAIL_SMTP_PORT: String(ports.smtp),
      MAIL_WEB_PORT: String(ports.web),
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  early.stdout.on('data', (chunk) => (log += chunk));
  early.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => early.once('exit', (code) => resolve(code)));
  const answers = (port) =>
    fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
  // The api's first line of output: it is up, and the edge (started only once the api is ready, then a second or
  // more to boot) is not.
  const deadline = Date.now() + 240_000;
  while (!log.includes('[api]')) {
    assert.ok(Date.now() < deadline && early.exitCode === null, `the api never started:\n${log.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // This stop comes while npm start still waits for its servers.
  assert.doesNotMatch(log, /Shop running at/);
  early.kill('SIGTERM');
  assert.equal(await exited, 0, log.slice(-2000));
  assert.doesNotMatch(log, /npm start failed/);
  assert.equal(await answers(ports.api), false, 'the api still answers after npm start has exited');
  assert.equal(await answers(ports.edge), false, 'the edge still answers after npm start has exited');
});
