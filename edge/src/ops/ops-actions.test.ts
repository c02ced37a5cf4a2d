import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { runReleaseCli } from '../release/cli';
import { readReleaseLog } from '../release/release-log';
import { startEdge, type EdgeHarness } from '../test-support/edge-harness';
import { makeTempDir, publishFakeRelease, removeDir } from '../test-support/fixtures';
import { addOperator } from './operators';
import { OPS_LOGIN_CSRF_COOKIE, OPS_MESSAGE_COOKIE, OPS_SESSION_COOKIE } from './ops-session';

const PASSWORD = 'correct horse battery staple';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let edge: EdgeHarness;
/** The same releases folder as the edge's before any change: the CLI runs the same steps on it. */
let twinDir: string;
let twinReleases: string;
let session: string;
let csrf: string;
const V1 = '0.1.0-beef000001';
let v2: string;
let v3: string;

const pointerText = (releasesDir: string) => readFileSync(path.join(releasesDir, 'remotes.json'), 'utf8');
/** The pointer without its clock readings (the console and the CLI run at other moments). */
const pointerShape = (releasesDir: string) =>
  JSON.parse(pointerText(releasesDir).replace(/"(updatedAt|since)":\s*"[^"]*"/g, '"$1":"t"')) as unknown;
const logShape = async (releasesDir: string) =>
  (await readReleaseLog(releasesDir)).map(({ at: _at, ...entry }) => entry);

beforeAll(async () => {
  // No api: the field figures are not what these tests are about.
  edge = await startEdge('http://127.0.0.1:9');
  v2 = publishFakeRelease(edge.releasesDir, { name: 'mf_product', hash: 'beef000002' }).version;
  v3 = publishFakeRelease(edge.releasesDir, { name: 'mf_product', hash: 'beef000003' }).version;
  // A published version the contract gate refuses.
  publishFakeRelease(edge.releasesDir, { name: 'mf_product', hash: 'beef0000ff', contractVersion: '99.0.0' });
  twinDir = makeTempDir('ops-twin-');
  twinReleases = path.join(twinDir, 'releases');
  cpSync(edge.releasesDir, twinReleases, { recursive: true });
  await addOperator(edge.releasesDir, 'mary', PASSWORD);

  const form = await edge.app.inject({ url: '/ops/login' });
  const loginCsrf = /name="csrf" value="([^"]+)"/.exec(form.body)?.[1] as string;
  const login = await edge.app.inject({
    method: 'POST',
    url: '/ops/login',
    headers: FORM,
    payload: new URLSearchParams({ csrf: loginCsrf, name: 'mary', password: PASSWORD }).toString(),
    cookies: { [OPS_LOGIN_CSRF_COOKIE]: cookieOf(form, OPS_LOGIN_CSRF_COOKIE) as string },
  });
  session = cookieOf(login, OPS_SESSION_COOKIE) as string;
  const page = await opsPage();
  csrf = /action="\/ops\/logout"><input type="hidden" name="csrf" value="([^"]+)"/.exec(page.body)?.[1] as string;
  expect(csrf).toBeTruthy();
});

afterAll(async () => {
  await edge.close();
  removeDir(twinDir);
});

function cookieOf(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name && c.value !== '')?.value;
}

const opsPage = (cookies: Record<string, string> = {}) =>
  edge.app.inject({ url: '/ops', cookies: { [OPS_SESSION_COOKIE]: session, ...cookies } });

function post(url: string, form: Record<string, string>, cookies: Record<string, string> = {}) {
  return edge.app.inject({
    method: 'POST',
    url,
    headers: FORM,
    payload: new URLSearchParams(form).toString(),
    cookies: { [OPS_SESSION_COOKIE]: session, ...cookies },
  });
}

/** The confirmation form's fields, as the browser would send them back. */
function confirmedFields(html: string): Record<string, string> {
  const form = /<form method="post" action="\/ops\/action">([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const m of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[m[1] as string] = (m[2] as string)
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  return fields;
}

/** Confirmation page (checked to change nothing), then the confirmed POST; returns the result message shown. */
async function throughConsole(form: Record<string, string>, summary: string): Promise<string> {
  const before = pointerText(edge.releasesDir);
  const logBefore = (await readReleaseLog(edge.releasesDir)).length;
  const confirm = await post('/ops/confirm', { csrf, ...form });
  expect(confirm.statusCode).toBe(200);
  expect(confirm.body).toContain(`<strong>${summary}</strong>`);
  expect(pointerText(edge.releasesDir)).toBe(before);
  expect((await readReleaseLog(edge.releasesDir)).length).toBe(logBefore);
  const done = await post('/ops/action', confirmedFields(confirm.body));
  expect(done.statusCode).toBe(303);
  expect(done.headers.location).toBe('/ops');
  // The result travels in a signed cookie bound to this session (the next page may come from another edge).
  const sealed = cookieOf(done, OPS_MESSAGE_COOKIE) as string;
  const shown = await opsPage({ [OPS_MESSAGE_COOKIE]: sealed });
  const message = /<p role="status" class="ok">([^<]*)<\/p>/.exec(shown.body)?.[1];
  expect(message).toBeTruthy();
  // Shown once: the page that shows it ends the cookie.
  expect(shown.cookies).toContainEqual(expect.objectContaining({ name: OPS_MESSAGE_COOKIE, value: '' }));
  expect((await opsPage()).body).not.toContain('role="status"');
  return message as string;
}

async function throughCli(argv: string[], reason: string, releasesDir = twinReleases) {
  const errors: string[] = [];
  const code = await runReleaseCli(
    [...argv, '--reason', reason],
    { rootDir: path.dirname(releasesDir), releasesDir, shellDir: edge.shellDir, actor: 'mary' },
    { log: () => undefined, error: (l) => errors.push(l) },
  );
  expect({ code, errors }).toEqual({ code: 0, errors: [] });
}

describe('release console actions', () => {
  it('offers every area’s published versions and actions as plain forms with a required reason', async () => {
    const html = (await opsPage()).body;
    expect(html).not.toMatch(/<script|style=/);
    expect(html).toContain(`<option value="${v2}">`);
    expect(html).toContain('<input id="mf_product-canary-percent" name="percent" type="number" min="1" max="99"');
    expect(html).toContain('<label for="mf_product-disable-reason">Reason</label>');
    expect(html).toContain('<input id="mf_product-disable-reason" name="reason" required maxlength="500">');
    expect(html.match(/<form method="post" action="\/ops\/confirm">/g)?.length).toBeGreaterThan(4);
  });

  it('changes the pointer and the log exactly as the release command does, with the operator and the reason', async () => {
    const steps: { form: Record<string, string>; cli: string[]; summary: string; result: string }[] = [
      {
        form: { area: 'mf_product', action: 'activate', version: v2, reason: 'new gallery' },
        cli: ['activate', 'mf_product', v2],
        summary: `mf_product: active ${V1} → ${v2} for every storefront`,
        result: `mf_product now serves ${v2} (was ${V1})`,
      },
      {
        form: { area: 'mf_product', action: 'canary', version: v3, percent: '25', storefront: 'de', reason: 'try v3' },
        cli: ['canary', 'mf_product', v3, '--percent', '25', '--storefront', 'de'],
        summary: `mf_product: canary ${v3} to 25 % of storefront de (active stays ${v2})`,
        result: `mf_product canary ${v3} serves 25% of visitors on storefront de (active stays ${v2})`,
      },
      {
        form: { area: 'mf_product', action: 'abort', reason: 'errors' },
        cli: ['abort', 'mf_product'],
        summary: `mf_product: canary ${v3} (25 % of storefront de) ends; everyone gets ${v2}`,
        result: `mf_product canary ${v3} aborted; everyone gets ${v2}`,
      },
      {
        form: { area: 'mf_product', action: 'canary', version: v3, percent: '10', storefront: '', reason: 'again' },
        cli: ['canary', 'mf_product', v3, '--percent', '10'],
        summary: `mf_product: canary ${v3} to 10 % of every storefront (active stays ${v2})`,
        result: `mf_product canary ${v3} serves 10% of visitors (active stays ${v2})`,
      },
      {
        form: { area: 'mf_product', action: 'promote', reason: 'fine' },
        cli: ['promote', 'mf_product'],
        summary: `mf_product: active ${v2} → ${v3} for every storefront (the canary ends)`,
        result: `mf_product now serves ${v3} (was ${v2})`,
      },
      {
        form: { area: 'mf_product', action: 'rollback', reason: 'slow pages' },
        cli: ['rollback', 'mf_product'],
        summary: `mf_product: active ${v3} → ${v2} for every storefront (roll back)`,
        result: `mf_product now serves ${v2} (was ${v3})`,
      },
      {
        form: { area: 'mf_catalog', action: 'disable', reason: 'broken <b>filters</b>' },
        cli: ['disable', 'mf_catalog'],
        summary:
          'mf_catalog: disabled for every storefront (every page shows its fallback; active stays 0.1.0-cafe000001)',
        result: 'mf_catalog is disabled: every page shows its fallback until `release enable mf_catalog`',
      },
      {
        form: { area: 'mf_catalog', action: 'enable', reason: 'fixed' },
        cli: ['enable', 'mf_catalog'],
        summary: 'mf_catalog: enabled again for every storefront (serves 0.1.0-cafe000001)',
        result: 'mf_catalog is enabled again (0.1.0-cafe000001)',
      },
    ];
    for (const step of steps) {
      const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      expect(await throughConsole(step.form, html(step.summary))).toBe(html(step.result));
      await throughCli(step.cli, step.form.reason as string);
      expect(pointerShape(edge.releasesDir)).toEqual(pointerShape(twinReleases));
    }
    const log = await logShape(edge.releasesDir);
    expect(log).toEqual(await logShape(twinReleases));
    expect(log).toHaveLength(steps.length);
    expect(log.every((e) => e.actor === 'mary')).toBe(true);
    expect(log.map((e) => e.reason)).toEqual(steps.map((s) => s.form.reason));
    expect(log[1]).toEqual({
      actor: 'mary',
      area: 'mf_product',
      action: 'canary',
      from: null,
      to: v3,
      percent: 25,
      storefront: 'de',
      reason: 'try v3',
    });
  });

  it('refuses an unknown version with a message, at either step, and changes nothing', async () => {
    const before = pointerText(edge.releasesDir);
    const logBefore = (await readReleaseLog(edge.releasesDir)).length;
    const form = { csrf, area: 'mf_product', action: 'activate', version: '9.9.9-<nope>', reason: 'typo' };
    const confirm = await post('/ops/confirm', form);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.body).toContain('mf_product has no published version &quot;9.9.9-&lt;nope&gt;&quot;');
    expect(confirm.body).toContain('Nothing was changed.');
    // A hand-made confirmed form: the release function's own gate refuses it.
    const state = confirmedFields((await post('/ops/confirm', { ...form, version: v3 })).body).state as string;
    const action = await post('/ops/action', { ...form, version: '9.9.9-deadbeef', state });
    expect(action.statusCode).toBe(409);
    expect(action.body).toContain('no published version');
    expect(pointerText(edge.releasesDir)).toBe(before);
    expect((await readReleaseLog(edge.releasesDir)).length).toBe(logBefore);
  });

  it('shows a gate’s refusal (another contract major) and changes nothing', async () => {
    const before = pointerText(edge.releasesDir);
    const confirm = await post('/ops/confirm', {
      csrf,
      area: 'mf_product',
      action: 'activate',
      version: '0.1.0-beef0000ff',
      reason: 'try it',
    });
    expect(confirm.statusCode).toBe(200);
    const action = await post('/ops/action', confirmedFields(confirm.body));
    expect(action.statusCode).toBe(409);
    expect(action.body).toMatch(
      /<p role="alert" class="bad">Refusing mf_product 0\.1\.0-beef0000ff: built against contract 99\.0\.0/,
    );
    expect(pointerText(edge.releasesDir)).toBe(before);
  });

  it('refuses a confirmation when the area changed since, a missing reason and a share outside 1–99', async () => {
    const confirm = await post('/ops/confirm', { csrf, area: 'mf_catalog', action: 'disable', reason: 'one' });
    const fields = confirmedFields(confirm.body);
    await throughCli(['disable', 'mf_catalog'], 'someone else', edge.releasesDir);
    const before = pointerText(edge.releasesDir);
    const stale = await post('/ops/action', fields);
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain('mf_catalog changed since you confirmed');
    const noReason = await post('/ops/confirm', { csrf, area: 'mf_catalog', action: 'enable', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Give a reason');
    for (const percent of ['0', '100', '5.5']) {
      const res = await post('/ops/confirm', {
        csrf,
        area: 'mf_product',
        action: 'canary',
        version: v3,
        percent,
        reason: 'x',
      });
      expect(res.statusCode).toBe(400);
    }
    // Never confirmed: no state, no change.
    const unconfirmed = await post('/ops/action', { csrf, area: 'mf_catalog', action: 'enable', reason: 'x' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(pointerText(edge.releasesDir)).toBe(before);
  });

  it('needs the session’s token (403) and a session (401), and changes nothing without them', async () => {
    const before = pointerText(edge.releasesDir);
    const form = { area: 'mf_product', action: 'rollback', reason: 'x', state: 'any' };
    for (const url of ['/ops/confirm', '/ops/action']) {
      expect((await post(url, form)).statusCode).toBe(403);
      expect((await post(url, { ...form, csrf: 'forged' })).statusCode).toBe(403);
      const anonymous = await edge.app.inject({
        method: 'POST',
        url,
        headers: FORM,
        payload: new URLSearchParams({ ...form, csrf }).toString(),
      });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(pointerText(edge.releasesDir)).toBe(before);
  });
});
