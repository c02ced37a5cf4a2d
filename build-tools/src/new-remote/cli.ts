/**
 * `npm run new-remote -- <name> --routes <route id>[,<route id>...] [--take-over] [--skip-install]`
 *
 * A working remote from the project's conventions (see generate.ts), then `npm install` (links the workspace,
 * updates the lockfile) and Prettier over what changed.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../paths.ts';
import { generateRemote } from './generate.ts';

const USAGE =
  'Usage: npm run new-remote -- <name, e.g. mf-support> --routes <route id>[,<route id>...] [--take-over] [--skip-install]';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`\`${[command, ...args].join(' ')}\` failed`);
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      routes: { type: 'string', multiple: true },
      'take-over': { type: 'boolean', default: false },
      'skip-install': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [name, ...moreRoutes] = positionals;
  if (values.help || !name) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const routes = [...(values.routes ?? []), ...moreRoutes].flatMap((r) => r.split(',')).map((r) => r.trim());
  const result = generateRemote({
    root: REPO_ROOT,
    name,
    routes: routes.filter(Boolean),
    takeOver: values['take-over'],
  });
  const { names, plan } = result;

  console.log(`Created ${names.folder} (${names.federation}) serving ${plan.routes.map((r) => r.id).join(', ')}.`);
  for (const move of plan.moves) console.log(`  route ${move.id}: owner ${move.from} -> ${names.federation}`);
  if (plan.addsArea) console.log(`  ${names.federation} added to the route table's AREAS`);
  if (result.contractVersion)
    console.log(`  CONTRACT_VERSION ${result.contractVersion.from} -> ${result.contractVersion.to}`);
  console.log(`  changed: ${result.changed.join(', ')}`);

  const prettier = path.join(REPO_ROOT, 'node_modules', '.bin', 'prettier');
  run(prettier, ['--log-level', 'warn', '--write', names.folder, ...result.changed]);
  if (!values['skip-install']) run('npm', ['install', '--no-audit', '--no-fund']);
  console.log(
    `\nNext: npm run dev -- ${names.folder}  (the area inside the shop), npm test -w ${names.packageName}.\n` +
      (result.contractVersion
        ? 'The route table changed: the shell and the edge take it with their next build (npm start builds all).\n'
        : ''),
  );
}

try {
  main();
} catch (error) {
  console.error(`new-remote: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
