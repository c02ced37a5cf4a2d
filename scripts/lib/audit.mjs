// `node scripts/lib/audit.mjs`: npm's advisories for what production installs (`npm audit --omit=dev`), failing on
// a high or critical one. .ci/run runs it. A registry that offers no audit endpoint (a mirror answers the bulk
// advisory request with 405, a machine without network) gives no report at all: that is said in one line and
// passes, since nothing was found; only a report with a high or critical advisory fails.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ROOT } from './processes.mjs';

const SERIOUS = ['high', 'critical'];

/**
 * Judges `npm audit --json` output.
 * @param {string} output
 * @returns {{ ok: boolean, lines: string[] }}
 */
export function judgeAudit(output) {
  let report;
  try {
    report = JSON.parse(output);
  } catch {
    return { ok: true, lines: ['npm audit gave no report (its output is not JSON): no advisories were checked'] };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report?.message ?? report?.error?.summary ?? 'no report';
    return {
      ok: true,
      lines: [`npm audit could not reach an audit endpoint (${reason}): no advisories were checked`],
    };
  }
  const serious = Object.values(report.vulnerabilities ?? {}).filter((v) => SERIOUS.includes(v.severity));
  const summary = `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`;
  return {
    ok: serious.length === 0 && !(counts.critical > 0 || counts.high > 0),
    lines: [
      summary,
      ...serious.map(
        (v) => `  ${v.severity}: ${v.name} ${v.range ?? ''}${v.fixAvailable ? ' (a fix is available)' : ''}`,
      ),
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 180_000,
  });
  const { ok, lines } = judgeAudit(result.stdout ?? '');
  for (const line of lines) console.log(line);
  process.exit(ok ? 0 : 1);
}
