#!/usr/bin/env node
// `npm run cluster`: the production topology on this machine, from the built shop (deploy/topology.mjs):
// nginx terminating TLS on https://127.0.0.1:8443 in front of two edges, an api balancer in front of two apis,
// one PostgreSQL database, the release files on a static origin both edges mirror (RELEASES_URL), and the
// SMTP mail catcher. Every server runs with NODE_ENV=production and generated secrets.
//
//   node scripts/cluster.mjs [--check] [--shoppers-seconds N] [--write-compose]
//
// --check      starts it, runs the checks (scripts/lib/cluster-checks.mjs), prints them as a table, stops it;
//              exit code 0 when every check held
// --write-compose  writes compose.yaml (and deploy/nginx/*.conf) from the same topology and exits (lib/cluster-setup.mjs)
// Env: CLUSTER_DATABASE_URL (a PostgreSQL server to create the cluster's database on; default
// postgres://postgres@127.0.0.1:5432/test). `npm run cluster` keeps its database (storefront_cluster) between
// runs; --check makes its own (cluster_<pid>_<time>) and drops it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clusterPrerequisites, clusterSecrets, ensureCertificate, writeComposeFiles } from './lib/cluster-setup.mjs';
import { assertSupportedNode } from './lib/node-version.mjs';
import { ROOT, assertPortFree, startProcess, waitForHttp } from './lib/processes.mjs';
import { COMMANDS, INSTANCES, apiEnvironment, edgeEnvironment } from '../deploy/topology.mjs';
import { nginxConf } from '../deploy/nginx.mjs';

assertSupportedNode();

const USAGE = 'Usage: node scripts/cluster.mjs [--check] [--shoppers-seconds N] [--write-compose]';
let args;
try {
  args = parseArgs({
    args: process.argv.slice(2),
    options: {
      check: { type: 'boolean' },
      'shoppers-seconds': { type: 'string' },
      'write-compose': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }).values;
} catch (error) {
  console.error(`${error.message}. ${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (args['write-compose']) {
  writeComposeFiles();
  console.log('wrote compose.yaml and deploy/nginx/*.conf');
  process.exit(0);
}

const log = (line) => console.log(`[cluster] ${line}`);
const HOST = '127.0.0.1';
/** Ports on this machine; each instance gets its own. */
const PORTS = {
  https: 8443,
  apiBalancer: 4400,
  origin: 8480,
  apis: [4401, 4402],
  edges: [3401, 3402],
  mailSmtp: 1125,
  mailWeb: 1180,
};
const WORK = path.join(ROOT, '.cluster');
const nginx = clusterPrerequisites();
const { certificate, key } = ensureCertificate(path.join(WORK, 'tls'));
// Node's fetch must trust it: it reads NODE_EXTRA_CA_CERTS only at start-up, so run again with it set.
if (process.env.NODE_EXTRA_CA_CERTS !== certificate) {
  const again = spawnSync(process.execPath, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate },
  });
  process.exit(again.status ?? 1);
}

// --- the database ------------------------------------------------------------------------------------------
const pg = (await import('pg')).default;
const serverUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = args.check ? `cluster_${process.pid}_${Date.now()}` : 'storefront_cluster';
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const admin = new pg.Client({ connectionString: serverUrl });

/** @type {import('./lib/processes.mjs').Service[]} */
const services = [];
let catcher;
let stopping = false;

async function stopAll() {
  if (stopping) return;
  stopping = true;
  await Promise.all(services.filter((s) => s.name.startsWith('edge')).map((s) => s.stop()));
  await Promise.all(services.filter((s) => s.name.startsWith('api')).map((s) => s.stop()));
  await Promise.all(services.filter((s) => s.name === 'nginx').map((s) => s.stop('SIGQUIT')));
  await catcher?.stop();
  if (args.check) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
}

function runJob(name, command, env) {
  const [program, ...rest] = command;
  const result = spawnSync(program === 'node' ? process.execPath : program, rest, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr || result.stdout}`);
  log(`${name}: ${result.stdout.trim().split('\n').at(-1)}`);
}

/** One api, edge, ... as the topology says, on its own port. */
function startInstance(name, command, env, port) {
  const [program, ...rest] = command;
  const service = startProcess(
    name,
    program === 'node' ? process.execPath : program,
    rest,
    { ...process.env, ...env, HOST, PORT: String(port), LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn' },
    { quiet: args.check && !process.env.CLUSTER_VERBOSE },
  );
  services.push(service);
  return service;
}

const publicOrigin = `https://${HOST}:${PORTS.https}`;
const topology = {
  publicOrigin,
  databaseUrl,
  secrets: clusterSecrets(WORK),
  apiEnv: () =>
    apiEnvironment({
      databaseUrl,
      publicOrigin,
      smtpUrl: `smtp://${HOST}:${PORTS.mailSmtp}`,
      // The apis' peer is the api balancer, on this machine.
      edgeAddresses: '127.0.0.1',
      secrets: topology.secrets,
    }),
  edgeEnv: (index) => ({
    ...edgeEnvironment({
      apiUrl: `http://${HOST}:${PORTS.apiBalancer}`,
      releasesUrl: `http://${HOST}:${PORTS.origin}`,
      publicOrigin,
      balancerAddresses: '127.0.0.1',
    }),
    // Each edge mirrors the origin into a folder of its own, as it would on its own machine.
    RELEASES_DIR: path.join(WORK, `edge-${index + 1}`, 'releases'),
    SHELL_DIR: path.join(ROOT, 'shell', 'dist'),
  }),
};

/** (Re)starts api N (0-based) and waits until it is ready. */
async function startApi(index) {
  const service = startInstance(`api-${index + 1}`, COMMANDS.api, topology.apiEnv(), PORTS.apis[index]);
  await waitForHttp(`http://${HOST}:${PORTS.apis[index]}/readyz`, { timeoutMs: 120_000, isAlive: service.isAlive });
  return service;
}
async function startEdge(index) {
  const service = startInstance(`edge-${index + 1}`, COMMANDS.edge, topology.edgeEnv(index), PORTS.edges[index]);
  await waitForHttp(`http://${HOST}:${PORTS.edges[index]}/readyz`, { timeoutMs: 120_000, isAlive: service.isAlive });
  return service;
}

process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopAll().then(() => process.exit(143)));

try {
  const ports = [
    PORTS.https,
    PORTS.apiBalancer,
    PORTS.origin,
    ...PORTS.apis,
    ...PORTS.edges,
    PORTS.mailSmtp,
    PORTS.mailWeb,
  ];
  for (const port of ports) await assertPortFree(port, HOST);

  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${dbName}`);
  log(`database ${dbName} on ${new URL(serverUrl).host}`);
  // A migration job, then demo data (this is a staging topology: production never seeds), before any api starts.
  runJob('migrate', COMMANDS.migrate, { NODE_ENV: 'production', DATABASE_URL: databaseUrl });
  runJob('seed', COMMANDS.seed, { NODE_ENV: 'production', DATABASE_URL: databaseUrl });

  const { startMailCatcher } = await import('./lib/mail-catcher.mjs');
  catcher = await startMailCatcher({ host: HOST, smtpPort: PORTS.mailSmtp, httpPort: PORTS.mailWeb });

  // The origin holds a copy of the published releases: what a team's CI would upload.
  const origin = path.join(WORK, 'origin');
  rmSync(origin, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'releases'), origin, { recursive: true });

  const nginxDir = path.join(WORK, 'nginx');
  rmSync(nginxDir, { recursive: true, force: true });
  mkdirSync(nginxDir, { recursive: true });
  const conf = path.join(nginxDir, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConf({
      prefix: nginxDir,
      certificate,
      key,
      httpsPort: PORTS.https,
      apiBalancerPort: PORTS.apiBalancer,
      edges: PORTS.edges.map((port) => `${HOST}:${port}`),
      apis: PORTS.apis.map((port) => `${HOST}:${port}`),
      origin: { port: PORTS.origin, root: origin },
      listenHost: HOST,
      daemon: false,
    }),
  );
  const nginxService = startProcess(
    'nginx',
    nginx,
    ['-p', nginxDir, '-c', conf, '-e', path.join(nginxDir, 'error.log')],
    process.env,
    {},
  );
  services.push(nginxService);
  await waitForHttp(`http://${HOST}:${PORTS.origin}/remotes.json`, {
    timeoutMs: 10_000,
    isAlive: nginxService.isAlive,
  });

  for (let i = 0; i < INSTANCES.api; i++) await startApi(i);
  for (let i = 0; i < INSTANCES.edge; i++) await startEdge(i);
  await waitForHttp(`${publicOrigin}/readyz`, { timeoutMs: 30_000 });
  log(`ready: ${publicOrigin} (self-signed: ${certificate}); e-mails at ${catcher.webUrl}`);

  if (!args.check) {
    log('Ctrl-C stops it');
    await Promise.race(services.map((s) => s.exited.then(() => s.name))).then((name) => {
      if (!stopping) throw new Error(`${name} exited`);
    });
  } else {
    const { runClusterChecks } = await import('./lib/cluster-checks.mjs');
    const ok = await runClusterChecks({
      log,
      publicOrigin,
      hosts: {
        edges: PORTS.edges.map((p) => `http://${HOST}:${p}`),
        apis: PORTS.apis.map((p) => `http://${HOST}:${p}`),
      },
      mailWeb: catcher.webUrl,
      databaseUrl,
      originDir: origin,
      shoppersSeconds: Number(args['shoppers-seconds'] ?? 60),
      restart: {
        api: async (index, signal) => {
          const old = services.find((s) => s.name === `api-${index + 1}` && s.isAlive());
          await old?.stop(signal);
          return startApi(index);
        },
        edge: async (index, signal) => {
          const old = services.find((s) => s.name === `edge-${index + 1}` && s.isAlive());
          await old?.stop(signal);
          return startEdge(index);
        },
        stopEdge: async (index) => services.find((s) => s.name === `edge-${index + 1}` && s.isAlive())?.stop(),
        startEdge,
      },
    });
    await stopAll();
    process.exit(ok ? 0 : 1);
  }
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
}
