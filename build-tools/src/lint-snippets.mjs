// Lints code snippets as if they were files of the repo, with the repo's ESLint config, and prints the
// boundary errors of each as JSON: `node lint-snippets.mjs` reads [{ file, code }] on stdin. ESLint loads
// its config as an ES module, which jest's module system cannot, so the boundary tests call this script.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });
let input = '';
for await (const chunk of process.stdin) input += chunk;
const snippets = JSON.parse(input);
const results = [];
for (const { file, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const messages = result?.messages ?? [];
  const fatal = messages.filter((m) => m.fatal).map((m) => m.message);
  if (fatal.length) throw new Error(`${file}: ${fatal.join('; ')}`);
  results.push(messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message));
}
process.stdout.write(JSON.stringify(results));
