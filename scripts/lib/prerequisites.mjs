// What `npm test` needs from the machine besides Node and npm: Chromium for the browser tests and a PostgreSQL
// server for the fault and load runs (chaos, soak: each creates a database of its own there). Checked before
// anything runs, so a missing one stops the run at once with one line that says how to get it, instead of
// failing after the install, the build and the unit suites. Only Node's own modules here: this runs before
// `npm install` on a fresh clone.
import { accessSync, constants } from 'node:fs';
import net from 'node:net';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The server database chaos and soak connect to (for CREATE DATABASE), as scripts/test.mjs passes them on. */
export function testDatabaseUrls(env = process.env) {
  const base = env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  return {
    CHAOS_DATABASE_URL: env.CHAOS_DATABASE_URL || base,
    SOAK_DATABASE_URL: env.SOAK_DATABASE_URL || base,
    CLUSTER_DATABASE_URL: env.CLUSTER_DATABASE_URL || base,
  };
}

/** nginx's binary (the cluster's balancers), from PATH or Debian's place; null when there is none. */
export function nginxPath(env = process.env) {
  const dirs = [...(env.PATH ?? '').split(':').filter(Boolean), '/usr/sbin'];
  for (const dir of dirs) {
    try {
      accessSync(`${dir}/nginx`, constants.X_OK);
      return `${dir}/nginx`;
    } catch {
      // not here
    }
  }
  return null;
}

/** Where the browser tests find Chromium (e2e/support/chromium.ts). */
export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** `postgres://user:secret@host/db` -> `postgres://user@host/db`: for messages. */
export function withoutPassword(url) {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(an unparsable URL)';
  }
}

function howToGetPostgres(url) {
  return url === DEFAULT_TEST_DATABASE_URL
    ? 'start PostgreSQL on 127.0.0.1:5432 with a database test (e.g. `apt-get install -y postgresql`, then ' +
        '`createdb -U postgres test`), or set TEST_DATABASE_URL'
    : 'start that server and create that database, or set TEST_DATABASE_URL (CHAOS_DATABASE_URL, SOAK_DATABASE_URL)';
}

function tcpAnswers(host, port, timeoutMs = 3_000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Problems found without any npm package: Chromium's binary, and whether something listens where each PostgreSQL
 * URL points. Each problem is one line naming the fix.
 * @returns {Promise<string[]>}
 */
export async function machinePrerequisites(env = process.env) {
  const problems = [];
  const chromium = chromiumPath(env);
  try {
    accessSync(chromium, constants.X_OK);
  } catch {
    problems.push(
      `Chromium is missing at ${chromium} (the browser tests need it): \`apt-get install -y chromium\`, or set CHROMIUM_PATH`,
    );
  }
  if (!nginxPath(env))
    problems.push('nginx is missing (the cluster check balances with it): `apt-get install -y nginx-light`');
  for (const url of new Set(Object.values(testDatabaseUrls(env)))) {
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      problems.push(`${withoutPassword(url)} is not a PostgreSQL URL: set TEST_DATABASE_URL to postgres://...`);
      continue;
    }
    // A socket directory (no host in the URL) is left to the database check after the install.
    if (!parsed.hostname) continue;
    const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
    const port = Number(parsed.port || 5432);
    if (!(await tcpAnswers(host, port)))
      problems.push(
        `No PostgreSQL answers at ${host}:${port} (the chaos and soak runs need it): ${howToGetPostgres(url)}`,
      );
  }
  return problems;
}

/**
 * After the install: each PostgreSQL URL accepts a connection and a query (the database exists, the user may log
 * in). `pg` comes from node_modules, so this runs once it is there.
 * @returns {Promise<string[]>}
 */
export async function databasePrerequisites(env = process.env) {
  let pg;
  try {
    ({ default: pg } = await import('pg'));
  } catch {
    return ['The pg package is not installed, so PostgreSQL cannot be checked: run `npm install --no-audit --no-fund`'];
  }
  const problems = [];
  for (const url of new Set(Object.values(testDatabaseUrls(env)))) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
      await client.query('select 1');
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      problems.push(`PostgreSQL at ${withoutPassword(url)} refused the test run (${reason}): ${howToGetPostgres(url)}`);
    } finally {
      await client.end().catch(() => {});
    }
  }
  return problems;
}
