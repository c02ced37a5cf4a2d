// The repository's dependencies: every package a workspace imports is declared in that workspace's package.json
// (the root's scripts and configs in the root's), no import reaches into a package's dist/ (only its public
// entry), `npm start` and `npm test` load nothing from node_modules before their install step (a fresh clone has
// none), and how .ci/run judges `npm audit`. A hoisted node_modules hides an undeclared import until a fresh
// install or a dependency's update lays it out differently.
//
//   node --test scripts/deps.test.mjs
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { judgeAudit } from './lib/audit.mjs';
import { packageOf, scanDeclaredDeps } from './lib/declared-deps.mjs';
import { ROOT } from './lib/processes.mjs';

test('package names of import specifiers', () => {
  assert.equal(packageOf('@scope/name/sub/path.js'), '@scope/name');
  assert.equal(packageOf('react-dom/client'), 'react-dom');
  assert.equal(packageOf('node:fs'), null);
  assert.equal(packageOf('fs/promises'), null);
  assert.equal(packageOf('./local.ts'), null);
});

const { undeclared, distImports } = scanDeclaredDeps();

test('every imported package is declared by the package that imports it', () => {
  const lines = undeclared.map(({ owner, pkg, file }) => `${owner} imports ${pkg} (${file}) without declaring it`);
  assert.deepEqual(lines, []);
});

test("no import of a package's dist/ internals", () => {
  assert.deepEqual(
    distImports.map(({ file, specifier }) => `${file}: ${specifier}`),
    [],
  );
});

/** Static imports (`import ... from`, `export ... from`, bare `import '...'`), not `import()`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;

/** Every module a file loads through static imports, following its relative ones. */
function staticClosure(entry) {
  const seen = new Set();
  const external = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else if (!isBuiltin(specifier)) external.add(`${path.relative(ROOT, file)} -> ${specifier}`);
    }
  };
  visit(path.join(ROOT, entry));
  return [...external];
}

test('npm start and npm test import nothing from npm before their install step', () => {
  for (const entry of ['scripts/start.mjs', 'scripts/test.mjs']) assert.deepEqual(staticClosure(entry), [], entry);
});

test('the audit step fails on a high or critical advisory only, not on an unreachable endpoint', () => {
  const report = (counts, vulnerabilities = {}) =>
    JSON.stringify({
      auditReportVersion: 2,
      vulnerabilities,
      metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
    });
  assert.equal(judgeAudit(report({})).ok, true);
  assert.equal(judgeAudit(report({ moderate: 2, low: 1 })).ok, true);
  const high = judgeAudit(report({ high: 1 }, { foo: { name: 'foo', severity: 'high', range: '<1.2.3' } }));
  assert.equal(high.ok, false);
  assert.match(high.lines.join('\n'), /high: foo <1\.2\.3/);
  assert.equal(judgeAudit(report({ critical: 1 })).ok, false);
  const refused = judgeAudit(
    JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
    }),
  );
  assert.equal(refused.ok, true);
  assert.match(refused.lines[0], /could not reach an audit endpoint \(405 Method Not Allowed/);
  assert.equal(judgeAudit('').ok, true);
});
