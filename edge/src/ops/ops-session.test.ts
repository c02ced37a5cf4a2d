import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE } from '@storefront/shared-contracts';
import { loadConfig } from '../config';
import type { ReleaseContext } from '../release/release-context';
import { startEdge, type EdgeHarness } from '../test-support/edge-harness';
import { operatorCredential, OPERATORS_FILE } from './operators';
import { createOpsSessionTokens, OPS_SESSION_COOKIE, OPS_SESSION_TTL_MS } from './ops-session';
import { logIn, logOut, logoutToken, OPS_TEST_PASSWORD as PASSWORD, opsPage, runCli } from './test-support/ops-kit';

// Operator sessions are signed tokens (OPS_SESSION_SECRET): every edge with the key and the same operators.json
// accepts them, a restart ends none; the operator's credential version in operators.json ends them (logout,
// removal, a new password). The console's pages: ops-console.test.ts.
const SECRET = 'the-same-ops-session-secret-on-every-edge';
const NO_API = 'http://127.0.0.1:9';

let a: EdgeHarness;
let b: EdgeHarness;
let ctx: ReleaseContext;

/** Another edge over the same releases folder (as edges that share RELEASES_DIR), with this key. */
const edgeBeside = (first: EdgeHarness, secret: string | null = SECRET) =>
  startEdge(NO_API, {
    config: { releasesDir: first.releasesDir, shellDir: first.shellDir, opsSessionSecret: secret },
  });

/** 200: the console; 303: sent to the login form. */
const statusOn = async (edge: EdgeHarness, session: string) => (await opsPage(edge.app, session)).statusCode;

beforeAll(async () => {
  a = await startEdge(NO_API, { config: { opsSessionSecret: SECRET } });
  b = await edgeBeside(a);
  ctx = { rootDir: a.dir, releasesDir: a.releasesDir, shellDir: a.shellDir, actor: 'test', reason: 'test' };
  expect(await runCli(ctx, ['operator', 'add', 'mary'])).toMatchObject({ code: 0, out: 'operator mary added' });
});

afterAll(async () => {
  await b.close();
  await a.close();
});

describe('release operator', () => {
  it('stores an argon2id hash, never the password, in a file only its owner reads', async () => {
    const file = path.join(a.releasesDir, OPERATORS_FILE);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(PASSWORD);
    const { operators } = JSON.parse(text) as { operators: { name: string; hash: string }[] };
    expect(operators).toEqual([
      expect.objectContaining({ name: 'mary', hash: expect.stringMatching(/^\$argon2id\$/) }),
    ]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await runCli(ctx, ['operator', 'list'])).out).toMatch(/^mary {2}added /);
    expect(await runCli(ctx, ['operator', 'add', 'short'], 'too short')).toMatchObject({ code: 1 });
  });

  it('is never served as a release file', async () => {
    expect((await a.app.inject({ url: `/releases/${OPERATORS_FILE}` })).statusCode).toBe(404);
  });
});

describe('operator sessions', () => {
  it('are accepted by another edge with the same key, and by an edge started again', async () => {
    const session = await logIn(a.app);
    expect(await statusOn(b, session)).toBe(200);
    // Its forms' token is the same on every edge (derived from the session, not kept by the edge that made it).
    expect(await logoutToken(b.app, session)).toBe(await logoutToken(a.app, session));
    const restarted = await edgeBeside(a);
    try {
      expect(await statusOn(restarted, session)).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('are refused by an edge with another key', async () => {
    const session = await logIn(a.app);
    const other = await edgeBeside(a, 'another-key-another-key-another-key');
    try {
      expect(await statusOn(other, session)).toBe(303);
    } finally {
      await other.close();
    }
  });

  it('refuse an expired, a forged or a re-signed token', async () => {
    const credential = (await operatorCredential(a.releasesDir, 'mary')) as string;
    // Made with the edge's key: a fresh one is accepted (the check below is not refusing everything) ...
    expect(await statusOn(a, createOpsSessionTokens(SECRET).issue('mary', credential).token)).toBe(200);
    // ... one signed longer ago than its lifetime is not.
    const longAgo = () => Date.now() - OPS_SESSION_TTL_MS - 1000;
    expect(
      await statusOn(a, createOpsSessionTokens(SECRET, OPS_SESSION_TTL_MS, longAgo).issue('mary', credential).token),
    ).toBe(303);
    const session = await logIn(a.app);
    const [body, signature] = session.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const reencoded = (changes: Record<string, unknown>) =>
      Buffer.from(JSON.stringify({ ...payload, ...changes })).toString('base64url');
    const forged = [
      `${reencoded({ exp: Date.now() + 365 * 86_400_000 })}.${signature}`,
      `${reencoded({ op: 'someone-else' })}.${signature}`,
      `${body}.${signature.slice(0, -2)}AA`,
      `${body}.`,
      body,
      `${session}.${signature}`,
      createOpsSessionTokens('not-the-edge-key-not-the-edge-key').issue('mary', credential).token,
    ];
    for (const token of forged) expect(await statusOn(a, token)).toBe(303);
    expect(await statusOn(a, session)).toBe(200);
  });

  it('are never a shopper session, nor taken from the shopper’s cookie', async () => {
    const session = await logIn(a.app);
    const jars: Record<string, string>[] = [
      {},
      { [SESSION_COOKIE]: 'a-shopper-session' },
      { [SESSION_COOKIE]: session },
      { [OPS_SESSION_COOKIE]: 'a-shopper-session' },
      { [OPS_SESSION_COOKIE]: 'made-up.made-up' },
    ];
    for (const cookies of jars) {
      const page = await a.app.inject({ url: '/ops', cookies });
      expect(page.statusCode).toBe(303);
      expect(page.headers.location).toBe('/ops/login');
      expect((await a.app.inject({ url: '/ops/anything', cookies })).statusCode).toBe(303);
      expect((await a.app.inject({ method: 'POST', url: '/ops/logout', cookies })).statusCode).toBe(401);
    }
  });

  it('end at a logout (with the session’s token only), on every edge, with the operator’s other sessions', async () => {
    const session = await logIn(a.app);
    const elsewhere = await logIn(b.app, { remoteAddress: '10.0.0.7' });
    expect((await logOut(a.app, session, 'forged')).statusCode).toBe(403);
    expect(await statusOn(b, session)).toBe(200);
    const out = await logOut(a.app, session, await logoutToken(a.app, session));
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/ops/login');
    expect(await statusOn(a, session)).toBe(303);
    expect(await statusOn(b, session)).toBe(303);
    expect(await statusOn(b, elsewhere)).toBe(303);
    // A new login works at once.
    expect(await statusOn(b, await logIn(a.app))).toBe(200);
  });

  it('end when the operator is removed, and stay ended when the name is added again', async () => {
    await runCli(ctx, ['operator', 'add', 'temp'], 'a temporary password');
    const session = await logIn(a.app, { name: 'temp', password: 'a temporary password', remoteAddress: '10.0.0.5' });
    expect(await statusOn(b, session)).toBe(200);
    expect(await runCli(ctx, ['operator', 'remove', 'temp'])).toMatchObject({ code: 0 });
    expect(await statusOn(a, session)).toBe(303);
    expect(await statusOn(b, session)).toBe(303);
    await runCli(ctx, ['operator', 'add', 'temp'], 'a temporary password');
    expect(await statusOn(b, session)).toBe(303);
  });
});

describe('OPS_SESSION_SECRET', () => {
  const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example', TRUST_PROXY: 'false' };

  it('is read in production; unset there, the console is off and the shop still starts', async () => {
    expect(loadConfig({ ...production, OPS_SESSION_SECRET: SECRET }).opsSessionSecret).toBe(SECRET);
    expect(loadConfig(production).opsSessionSecret).toBeNull();
    expect(() => loadConfig({ OPS_SESSION_SECRET: 'short' })).toThrow(/OPS_SESSION_SECRET/);
    const off = await edgeBeside(a, null);
    try {
      const res = await off.app.inject({ url: '/ops/login' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('OPS_SESSION_SECRET');
      expect((await off.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });

  it('outside production defaults to a key of this process only', () => {
    const first = loadConfig({}).opsSessionSecret;
    expect(first).toHaveLength(43);
    expect(loadConfig({}).opsSessionSecret).not.toBe(first);
  });
});
