// `npm run bench:writes -w @storefront/api [-- --postgres] [--profile <dir>] [--only healthz,cart,order,login]`:
// throughput and p99 of the api's write paths (add to cart, Pay Now, login), measured the
// way `npm run bench` does (e2e/bench: autocannon, 10 connections, 2 s warm-up then 10 s; 1000 orders, 10 at a
// time) against the compiled api in a child process, with GET /healthz in the same run as the reference for a
// shared, busy machine. PGlite in a fresh DATA_DIR by default; `--postgres` uses a fresh database `apiperf` on
// BENCH_PG_URL (postgres://postgres@127.0.0.1:5432). `--profile <dir>` runs the api under `node --cpu-prof`;
// BENCH_API_DIR measures another checkout's api (an older commit, for before and after in one sitting).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
// The repository's one load driver (also behind `npm run bench`, soak and chaos): a dev tool's import, never
// part of the api's build output (the bench is not an entry of scripts/build-server.mjs).
import { placeOrders as placeOrdersWithKit, shopBasics } from '../../../scripts/lib/load-kit.mjs';

const API_DIR = process.env.BENCH_API_DIR ?? path.resolve(__dirname, '..', '..');
const PORT = Number(process.env.BENCH_API_PORT ?? 4850);
const API_URL = `http://127.0.0.1:${PORT}`;
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PG_DATABASE = 'apiperf';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? '') : undefined;
};
const usePostgres = args.includes('--postgres');
const profileDir = option('profile');
const only = new Set((option('only') ?? 'healthz,cart,order,login').split(','));

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

interface Figures {
  name: string;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

/** As e2e/bench/load-test.ts: 10 connections, a 2 s warm-up that is not recorded, then 10 s. */
async function load(
  name: string,
  url: string,
  request: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Figures> {
  await autocannon({ url, connections: 10, duration: 2, ...request });
  const result = await autocannon({ url, connections: 10, duration: 10, ...request });
  return {
    name,
    perSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** As e2e/bench/place-order.ts, with the same driver: the carts first, then 10 shoppers place 1000 orders. */
async function placeOrders(packId: number, shippingMethodId: number): Promise<Figures> {
  const { ordersPerSecond, p50Ms, p99Ms, failures } = await placeOrdersWithKit({
    apiUrl: API_URL,
    packId,
    shippingMethodId,
  });
  return { name: 'place order (Pay Now)', perSecond: ordersPerSecond, p50Ms, p99Ms, failures };
}

/** One account, logged into over and over: every request verifies the argon2id hash and starts a session. */
async function login(): Promise<Figures> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'correct horse battery staple 42';
  const headers = { 'content-type': 'application/json' };
  await json(`${API_URL}/api/account/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, firstName: 'Ada', lastName: 'Grower' }),
  });
  const check = await fetch(`${API_URL}/api/account/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!check.ok) throw new Error(`login answered ${check.status}: ${await check.text()}`);
  return load('login (argon2id m=19456 t=2 p=1)', `${API_URL}/api/account/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
}

async function freshPostgresDatabase(): Promise<string> {
  const admin = new Client({ connectionString: `${PG_SERVER}/test` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_DATABASE}`);
  } finally {
    await admin.end();
  }
  return `${PG_SERVER}/${PG_DATABASE}`;
}

async function startApi(databaseUrl: string | undefined): Promise<ChildProcess> {
  const built = spawnSync(
    process.execPath,
    ['../scripts/build-server.mjs', 'server=src/server.ts', '--copy', 'src/db/migrations=migrations'],
    { cwd: API_DIR, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('building the api failed');
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', 'dist/server.js'], {
    cwd: API_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'apiperf-bench-data-')),
      DATABASE_URL: databaseUrl ?? '',
      // As `npm run bench`: one client address makes thousands of carts and logins.
      RATE_LIMIT_FACTOR: '1000000',
    },
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${API_URL}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the api did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main(): Promise<void> {
  const databaseUrl = usePostgres ? await freshPostgresDatabase() : undefined;
  const api = await startApi(databaseUrl);
  const exited = new Promise((resolve) => api.once('exit', resolve));
  const results: Figures[] = [];
  const loadBefore = loadavg();
  try {
    const healthz = () => load('GET /healthz (reference)', `${API_URL}/healthz`);
    if (only.has('healthz')) results.push(await healthz());
    const { packId, shippingMethodId } = await shopBasics(API_URL);
    if (only.has('cart')) {
      results.push(
        await load('add to cart (new cart + line)', `${API_URL}/api/en-en/cart/items`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ packId, quantity: 1 }),
        }),
      );
    }
    if (only.has('order')) results.push(await placeOrders(packId, shippingMethodId));
    if (only.has('login')) results.push(await login());
    if (only.has('healthz')) results.push(await healthz());
  } finally {
    api.kill('SIGTERM');
    await exited;
  }
  const reference = results.find((r) => r.name.startsWith('GET /healthz'))?.perSecond;
  console.log(`\nwrite paths on ${usePostgres ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores`);
  console.log(`load average before ${loadBefore}, after ${loadavg()}`);
  for (const r of results) {
    const ratio = reference ? `  ${((100 * r.perSecond) / reference).toFixed(1)}% of healthz` : '';
    console.log(
      `${r.name.padEnd(40)} ${String(r.perSecond).padStart(6)}/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  failures ${r.failures}${ratio}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
