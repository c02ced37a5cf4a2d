// No source file cites a tracker issue by its number ("issue", a space or a `#`, then the number). The repository
// has no issue tracker, so such a reference tells a reader nothing: a comment says why (the reason, the behaviour
// a shopper or an operator sees, the constraint), and a test's title says the behaviour it checks.
//
// Walks the sources (ts, tsx, mjs, js, cjs, sh; the CI script and the Dockerfile) outside installed, built and
// generated folders. SQL migrations are left out: they are checksummed once applied, so their text stays as it was.
//
//   node --test scripts/comments.test.mjs
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './lib/processes.mjs';

const EXTENSIONS = new Set(['.ts', '.tsx', '.mjs', '.js', '.cjs', '.sh']);
/** Installed, built, released and run-time folders: not the repository's own source. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'releases', '.data', 'test-results', '.cluster']);
/** Files checked whatever their extension (relative to the root, `/`-separated). */
const EXTRA_FILES = new Set(['.ci/run', 'Dockerfile']);

/**
 * "issue" or "issues", then a number, with at most spaces, a `#`, or a line break inside a comment (`*`, `//`,
 * `#`) between them. Not matched: a property or an identifier (`error.issues`, `couponIssue`), a path
 * (`/issues/123` of a URL), a number glued to a word ("404s"); and "issues" followed by an HTTP status, the verb
 * ("the edge issues 302 redirects").
 */
const ISSUE_REFERENCE = /\bissue(s?)[ \t]*(?:\r?\n[ \t]*(?:\*|\/\/|#)?[ \t]*)?#?(\d+)\b/gi;

/** Where `text` cites an issue: line numbers (1-based) with the matched words. */
export function issueReferences(text) {
  const found = [];
  for (const match of text.matchAll(ISSUE_REFERENCE)) {
    const [words, plural, digits] = match;
    const httpStatus = digits.length === 3 && Number(digits) >= 100 && Number(digits) <= 599;
    if (plural && httpStatus) continue;
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ line, words: words.replace(/\s+/g, ' ') });
  }
  return found;
}

/** The repository's source files, relative to the root, `/`-separated. */
function sourceFiles(dir = ROOT) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(ROOT, full).split(path.sep).join('/');
    if (entry.isDirectory()) {
      const hidden = entry.name.startsWith('.') && entry.name !== '.ci';
      if (!hidden && !SKIPPED_DIRS.has(entry.name)) files.push(...sourceFiles(full));
    } else if (entry.isFile() && (EXTENSIONS.has(path.extname(entry.name)) || EXTRA_FILES.has(relative))) {
      files.push(relative);
    }
  }
  return files;
}

test('the pattern finds issue numbers and leaves other uses of the word alone', () => {
  const cite = (text) => issueReferences(text).map(({ line, words }) => `${line}: ${words}`);
  // Built from parts, so that this file does not cite an issue itself.
  const n = (digits) => ` ${digits}`;
  assert.deepEqual(cite(`// Issue${n(12)}: what npm start leaves running`), [`1: Issue${n(12)}`]);
  assert.deepEqual(cite(`/** Spec (issue #${14}). */`), [`1: issue #${14}`]);
  assert.deepEqual(cite(`// as issues${n(12)} and 18 asked`), [`1: issues${n(12)}`]);
  assert.deepEqual(cite(`x\n * before this request (issue\n * ${18}): a vote`), [`2: issue *${n(18)}`]);
  assert.deepEqual(cite(`test.describe('hardening (issue${n(18)})', () => {`), [`1: issue${n(18)}`]);
  assert.deepEqual(cite(`// see issue${n(404)} of the old tracker`), [`1: issue${n(404)}`]);
  assert.deepEqual(
    cite(
      [
        'const problems = parsed.error.issues.map((i) => i.message);',
        "expect(error.issues?.[0]?.path).toBe('body.url');",
        "couponIssue: 'min_subtotal',",
        '// Bugs: https://github.com/example/project/issues/123',
        '// the edge issues 302 redirects and the api issues 404s',
        '/** The issue of a coupon: 10 % off. */',
      ].join('\n'),
    ),
    [],
  );
});

test('no source file cites an issue number: comments say why, test titles say the behaviour', () => {
  const files = sourceFiles();
  assert.ok(files.length > 100, `only ${files.length} source files found under ${ROOT}`);
  const hits = files.flatMap((file) =>
    issueReferences(readFileSync(path.join(ROOT, file), 'utf8')).map(({ line, words }) => `${file}:${line}: ${words}`),
  );
  assert.deepEqual(hits, []);
});
