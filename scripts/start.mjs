#!/usr/bin/env node
// `npm start`: install (when needed), build, publish + activate every remote, then run api + edge
// until Ctrl-C.
//
//   node scripts/start.mjs [--skip-install] [--skip-build]
//
// Env: API_PORT (4000), EDGE_PORT (3000), HOST (127.0.0.1); DATA_DIR, DATABASE_URL and RELEASES_DIR
// pass through to the servers and the release command. Without SMTP_URL it also runs the local mail catcher
// (MAIL_SMTP_PORT 1025, MAIL_WEB_PORT 1080, both + EDGE_PORT - 3000) and points the api's mail worker at it;
// with SMTP_URL the api sends through that server instead.
//
// Only Node's own modules and scripts/lib files that import nothing else load before the install step: on a
// fresh clone there is no node_modules yet, so anything from npm is imported after installIfNeeded().
import { assertSupportedNode } from './lib/node-version.mjs';
import { buildAll, installIfNeeded, publishAll, section } from './lib/processes.mjs';
import { startShop } from './lib/shop.mjs';

assertSupportedNode();

const args = new Set(process.argv.slice(2));
const known = new Set(['--skip-install', '--skip-build', '--help', '-h']);
for (const arg of args) {
  if (!known.has(arg)) {
    console.error(`Unknown option ${arg}. Usage: node scripts/start.mjs [--skip-install] [--skip-build]`);
    process.exit(2);
  }
}
if (args.has('--help') || args.has('-h')) {
  console.log('Usage: node scripts/start.mjs [--skip-install] [--skip-build]');
  process.exit(0);
}

function portFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name} must be a port number, got "${raw}"`);
    process.exit(2);
  }
  return port;
}

const host = process.env.HOST || '127.0.0.1';
const apiPort = portFromEnv('API_PORT', 4000);
const edgePort = portFromEnv('EDGE_PORT', 3000);
// The catcher's ports move with the edge's (3000 -> 1025 and 1080, 3010 -> 1035 and 1090), so shops on other
// ports do not collide.
const mailSmtpPort = portFromEnv('MAIL_SMTP_PORT', 1025 + (edgePort - 3000));
const mailWebPort = portFromEnv('MAIL_WEB_PORT', 1080 + (edgePort - 3000));

let shop;
let catcher;
let stopping = false;
/** Aborted by a stop that comes while the servers start: startShop then stops them itself (see `starting`). */
const startAbort = new AbortController();
/** startShop in flight: a SIGTERM right after a server answers must not leave it running once we exit. */
let starting;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  startAbort.abort();
  // Settles once startShop has stopped what it started (or has started both, which `shop.stop()` then stops).
  const started = shop ?? (await starting?.catch(() => undefined));
  if (started) {
    console.log('\nStopping edge and api ...');
    await started.stop();
  }
  await catcher?.stop();
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  if (!args.has('--skip-install')) {
    section('Install');
    await installIfNeeded();
  }
  if (!args.has('--skip-build')) {
    section('Build');
    await buildAll();
  }
  section('Publish and activate every remote');
  await publishAll();

  section('Start the mail catcher, api and edge');
  // Links in e-mails (order status, password reset) point at this shop unless PUBLIC_ORIGIN says otherwise.
  const mailEnv = { PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://${host}:${edgePort}` };
  if (!process.env.SMTP_URL) {
    // mailparser and smtp-server: installed by now.
    const { startMailCatcher } = await import('./lib/mail-catcher.mjs');
    catcher = await startMailCatcher({ host, smtpPort: mailSmtpPort, httpPort: mailWebPort });
    mailEnv.SMTP_URL = catcher.smtpUrl;
  }
  // Both servers inherit this env (DATA_DIR, DATABASE_URL, RELEASES_DIR, ...); startShop sets PORT per server.
  starting = startShop({ host, apiPort, edgePort, env: mailEnv, signal: startAbort.signal });
  shop = await starting;
  console.log(`\nShop running at ${shop.edgeUrl}  (api at ${shop.apiUrl}; Ctrl-C stops both)`);
  console.log(
    catcher
      ? `E-mails the shop sends are caught, not delivered: read them at ${catcher.webUrl}\n`
      : `E-mails go out through SMTP_URL (${new URL(process.env.SMTP_URL).host})\n`,
  );
  const who = await shop.exited;
  if (!stopping) {
    console.error(`The ${who} process exited unexpectedly; stopping the other one.`);
    await shutdown(1);
  }
} catch (err) {
  // A stop asked for while starting is no failure: shutdown() is already under way and exits 0.
  if (!stopping) {
    console.error(`\nnpm start failed: ${err instanceof Error ? err.message : String(err)}`);
    await shutdown(1);
  }
}
