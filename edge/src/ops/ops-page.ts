import type { AreaReleaseHealth } from '../canary-analysis/field-health';
import type { ListedVersion } from '../release/list';
import type { ReleaseLogEntry } from '../release/release-log';
import type { PlannedChange } from './ops-actions';
import type { AreaStatus } from '../release/status';

/** Every text that goes into the console's HTML (names, reasons, versions: the log is hand-editable). */
export function escapeHtml(value: unknown): string {
  return String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** The console's only styles: a file of our own (`style-src 'self'`), no inline style or script. */
export const OPS_STYLESHEET = `body{font:15px/1.45 system-ui,sans-serif;margin:1.5rem;color:#111;background:#fff}
table{border-collapse:collapse;margin:0 0 2rem;min-width:40rem}
th,td{border:1px solid #999;padding:.3rem .6rem;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:600;padding:.3rem 0}
.num{text-align:right}
.ok{color:#060;font-weight:600}
section{border-top:1px solid #999;margin:0 0 1.5rem}
section form{display:inline-block;vertical-align:top;border:1px solid #ccc;padding:.4rem .8rem;margin:0 .6rem .6rem 0}
select{font:inherit;padding:.3rem .5rem}
.bad{color:#a00;font-weight:600}
label{display:block;margin:.6rem 0 .2rem}
input,button{font:inherit;padding:.3rem .5rem}
:focus-visible{outline:3px solid #05f;outline-offset:2px}
header{display:flex;gap:1rem;align-items:baseline;justify-content:space-between}
`;

function documentOf(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/ops/ops.css">
</head>
<body>
${body}
</body>
</html>
`;
}

export function loginPage(csrf: string, problem: string | null): string {
  return documentOf(
    'Release console: log in',
    `<main>
<h1>Release console</h1>
${problem ? `<p role="alert" class="bad">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/ops/login">
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
<label for="name">Operator name</label>
<input id="name" name="name" autocomplete="username" required maxlength="63" autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024">
<p><button type="submit">Log in</button></p>
</form>
</main>`,
  );
}

/** What the console shows: the same status `release status` prints, field figures, the newest log entries. */
export interface ConsoleView {
  operator: string;
  csrf: string;
  now: string;
  pointer: { status: string; problem: string | null; updatedAt: string };
  areas: AreaStatus[];
  /** Per area, the figures of its sides over the last hour; null: field figures unavailable (and why). */
  field: { minutes: number; byArea: Map<string, AreaReleaseHealth[]> } | { unavailable: string };
  log: ReleaseLogEntry[];
  /** Per area, its published versions (what `release list` shows): the choices of activate and canary. */
  versions: Map<string, ListedVersion[]>;
  storefronts: string[];
  /** The result of the last action (or its refusal), shown once. */
  message: OpsMessage | null;
}

export interface OpsMessage {
  ok: boolean;
  text: string;
}

const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)} %` : '–');
const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);

function areasTable(view: ConsoleView): string {
  const rows = view.areas.map((a) => {
    const canary = a.canary
      ? `${escapeHtml(a.canary.version)} to ${escapeHtml(a.canary.percent)} %${
          a.canary.storefront ? ` of storefront ${escapeHtml(a.canary.storefront)}` : ' of every storefront'
        }`
      : 'none';
    const disabled = a.disabled
      ? `<span class="bad">disabled</span> since ${escapeHtml(a.disabled.since)}${a.disabled.reason ? ` (${escapeHtml(a.disabled.reason)})` : ''}`
      : 'no';
    return `<tr><th scope="row">${escapeHtml(a.area)}</th><td>${a.active ? escapeHtml(a.active) : 'none'}</td><td>${canary}</td><td>${disabled}</td></tr>`;
  });
  return `<table>
<caption>Areas (one pointer for every storefront; a canary may be limited to one)</caption>
<thead><tr><th scope="col">Area</th><th scope="col">Active version</th><th scope="col">Canary and share</th><th scope="col">Disabled</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
}

function fieldTable(view: ConsoleView): string {
  const field = view.field;
  if ('unavailable' in field)
    return `<h2>Field figures</h2>\n<p>Field figures unavailable: ${escapeHtml(field.unavailable)}</p>`;
  const rows: string[] = [];
  for (const a of view.areas) {
    const sides = field.byArea.get(a.area) ?? [];
    if (sides.length === 0) {
      rows.push(`<tr><th scope="row">${escapeHtml(a.area)}</th><td colspan="7">no measurements</td></tr>`);
      continue;
    }
    for (const s of sides) {
      rows.push(
        `<tr><th scope="row">${escapeHtml(a.area)}</th><td>${escapeHtml(s.side)}</td><td>${escapeHtml(s.version)}</td>` +
          `<td class="num">${s.views}</td><td class="num">${percent(s.errors, s.views)}</td>` +
          `<td class="num">${percent(s.fallbacks, s.views)}</td><td class="num">${ms(s.p75.LCP)}</td><td class="num">${ms(s.p75.INP)}</td></tr>`,
      );
    }
  }
  return `<table>
<caption>Field figures, last ${field.minutes} minutes (a canary limited to one storefront: that storefront's)</caption>
<thead><tr><th scope="col">Area</th><th scope="col">Side</th><th scope="col">Version</th><th scope="col">Page views</th><th scope="col">Error rate</th><th scope="col">Fallback rate</th><th scope="col">p75 LCP</th><th scope="col">p75 INP</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
}

function logTable(view: ConsoleView): string {
  if (view.log.length === 0) return '<h2>Release log</h2>\n<p>No recorded change.</p>';
  const rows = view.log.map((e) => {
    const what = `${e.action} ${e.from ?? '–'} → ${e.to ?? '–'}${e.percent !== undefined ? ` (${e.percent} %${e.storefront ? `, ${e.storefront}` : ''})` : ''}`;
    return `<tr><td>${escapeHtml(e.at)}</td><td>${escapeHtml(e.actor)}</td><th scope="row">${escapeHtml(e.area)}</th><td>${escapeHtml(what)}</td><td>${e.reason ? escapeHtml(e.reason) : '–'}</td></tr>`;
  });
  return `<table>
<caption>Release log, newest first (last ${view.log.length})</caption>
<thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">Area</th><th scope="col">What</th><th scope="col">Why</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
}

export function consolePage(view: ConsoleView): string {
  const pointer =
    view.pointer.status === 'ok'
      ? `Pointer updated ${escapeHtml(view.pointer.updatedAt)}.`
      : `<span class="bad">The pointer is ${escapeHtml(view.pointer.status)}${view.pointer.problem ? `: ${escapeHtml(view.pointer.problem)}` : ''}</span>`;
  return documentOf(
    'Release console',
    `<header>
<h1>Release console</h1>
<form method="post" action="/ops/logout"><input type="hidden" name="csrf" value="${escapeHtml(view.csrf)}"><span>Logged in as ${escapeHtml(view.operator)}</span> <button type="submit">Log out</button></form>
</header>
<main>
${view.message ? `<p role="${view.message.ok ? 'status' : 'alert'}" class="${view.message.ok ? 'ok' : 'bad'}">${escapeHtml(view.message.text)}</p>` : ''}
<p>${pointer} Read ${escapeHtml(view.now)}. Every change below asks for a reason and a confirmation, and goes to the release log under your name.</p>
${areasTable(view)}
${actionSections(view)}
${fieldTable(view)}
${logTable(view)}
</main>`,
  );
}

const ACTION_LABELS = {
  activate: 'Activate',
  canary: 'Start canary',
  promote: 'Promote canary',
  abort: 'Abort canary',
  rollback: 'Roll back',
  disable: 'Disable',
  enable: 'Enable',
} as const;

function reasonField(id: string): string {
  return `<label for="${id}-reason">Reason</label>
<input id="${id}-reason" name="reason" required maxlength="500">`;
}

/** One action's form: posts to the confirmation step, never changes anything by itself. */
function actionForm(view: ConsoleView, area: string, action: keyof typeof ACTION_LABELS, fields = ''): string {
  const id = `${area}-${action}`;
  return `<form method="post" action="/ops/confirm">
<input type="hidden" name="csrf" value="${escapeHtml(view.csrf)}">
<input type="hidden" name="area" value="${escapeHtml(area)}">
<input type="hidden" name="action" value="${action}">
${fields}${reasonField(id)}
<p><button type="submit">${ACTION_LABELS[action]} ${escapeHtml(area)}…</button></p>
</form>`;
}

function versionSelect(id: string, versions: ListedVersion[], exclude: string | null): string {
  const options = versions
    .filter((v) => v.version !== exclude)
    .reverse()
    .map((v) => {
      const marks = [v.rollbackRank ? `rollback #${v.rollbackRank}` : null, v.builtAt ? `built ${v.builtAt}` : null]
        .filter(Boolean)
        .join(', ');
      return `<option value="${escapeHtml(v.version)}">${escapeHtml(v.version)}${marks ? ` (${escapeHtml(marks)})` : ''}</option>`;
    });
  return `<label for="${id}-version">Version</label>
<select id="${id}-version" name="version" required>${options.join('')}</select>
`;
}

function actionSections(view: ConsoleView): string {
  const sections = view.areas.map((a) => {
    const versions = view.versions.get(a.area) ?? [];
    const choosable = versions.some((v) => v.version !== a.active);
    const forms: string[] = [];
    if (choosable)
      forms.push(actionForm(view, a.area, 'activate', versionSelect(`${a.area}-activate`, versions, a.active)));
    if (choosable && a.active) {
      const id = `${a.area}-canary`;
      const storefronts = view.storefronts
        .map((s) => `<option value="${escapeHtml(s)}">storefront ${escapeHtml(s)} only</option>`)
        .join('');
      forms.push(
        actionForm(
          view,
          a.area,
          'canary',
          `${versionSelect(id, versions, a.active)}<label for="${id}-percent">Share (1–99 %)</label>
<input id="${id}-percent" name="percent" type="number" min="1" max="99" step="1" required inputmode="numeric">
<label for="${id}-storefront">Storefronts</label>
<select id="${id}-storefront" name="storefront"><option value="">every storefront</option>${storefronts}</select>
`,
        ),
      );
    }
    if (a.canary) forms.push(actionForm(view, a.area, 'promote'), actionForm(view, a.area, 'abort'));
    if (a.history.length > 0) forms.push(actionForm(view, a.area, 'rollback'));
    forms.push(actionForm(view, a.area, a.disabled ? 'enable' : 'disable'));
    return `<section aria-labelledby="${escapeHtml(a.area)}-changes">
<h3 id="${escapeHtml(a.area)}-changes">Change ${escapeHtml(a.area)}</h3>
${forms.join('\n')}
</section>`;
  });
  return `<h2>Changes</h2>\n${sections.join('\n')}`;
}

/** The confirmation step: names exactly what changes; only its button performs it. */
export function confirmPage(operator: string, csrf: string, plan: PlannedChange): string {
  const f = plan.form;
  const hidden = (name: string, value: string | undefined) =>
    value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">\n`;
  return documentOf(
    'Release console: confirm',
    `<main>
<h1>Confirm: ${escapeHtml(ACTION_LABELS[f.action])} ${escapeHtml(f.area)}</h1>
<p>Logged in as ${escapeHtml(operator)}. This changes:</p>
<p id="change"><strong>${escapeHtml(plan.summary)}</strong></p>
<p>Reason for the release log: ${escapeHtml(f.reason)}</p>
<form method="post" action="/ops/action">
${hidden('csrf', csrf)}${hidden('area', f.area)}${hidden('action', f.action)}${hidden('version', f.version)}${hidden('percent', f.percent)}${hidden('storefront', f.storefront)}${hidden('reason', f.reason)}${hidden('state', plan.state)}<p><button type="submit" aria-describedby="change">Confirm</button> <a href="/ops">Cancel</a></p>
</form>
</main>`,
  );
}

/** A refused form or a refusal of the release gates: nothing was changed. */
export function refusedPage(problem: string): string {
  return documentOf(
    'Release console: refused',
    `<main>
<h1>Refused</h1>
<p role="alert" class="bad">${escapeHtml(problem)}</p>
<p>Nothing was changed. <a href="/ops">Back to the release console</a></p>
</main>`,
  );
}
