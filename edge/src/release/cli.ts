import {
  abortCanary,
  activateRemote,
  promoteCanary,
  rollbackRemote,
  setDisabled,
  startCanary,
  type ActivateResult,
} from './activate';
import { formatVersionList, listVersions } from './list';
import { runOperatorCommand, readPasswordFromStdin, type PasswordReader } from '../ops/operator-cli';
import { publishRemote, remotesWithBuilds, type PublishResult } from './publish';
import { ReleaseError } from './release-error';
import { defaultReleaseContext, type ReleaseContext } from './release-context';
import { resolveRemoteName } from './remote-names';
import { formatStatus, releaseStatus } from './status';

export interface CliOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

const USAGE = `Usage: release <command>
  publish <remote> [--activate]   copy <remote>/dist to releases/<remote>/<version>/ and print the version
  publish-all [--activate]        publish every remote that has a build
  activate <remote> <version>     point releases/remotes.json at a published version
  rollback <remote>               re-activate the previously active version
  list <remote>                   published versions; * marks the active one
  status [--json]                 every area: active version, canary, disabled, last change, history
  canary <remote> <version> --percent N [--storefront <code>]
                                  serve <version> to N% of visitors (sticky), the active one to the rest
  promote <remote>                make the canary the active version
  abort <remote>                  end the canary
  disable <remote>                kill switch: the area shows its fallback at once, its files are not loaded
  enable <remote>                 undo disable
  operator add <name> | list | remove <name>
                                  release console accounts (/ops); add reads the password from stdin or a prompt
Changes take the pointer lock, are refused if the area changed meanwhile, and go to releases/release-log.jsonl
with RELEASE_ACTOR (else the OS user) and --reason "<why>".
<remote> is a federation name (mf_catalog) or a package folder (mf-catalog).`;

function describeActivation(result: ActivateResult): string {
  if (!result.changed) return `${result.name} ${result.version} is already active`;
  const from = result.previous ? ` (was ${result.previous})` : '';
  return `${result.name} now serves ${result.version}${from}`;
}

function describePublish(result: PublishResult): string {
  return result.copied
    ? `published ${result.name} ${result.version}`
    : `${result.name} ${result.version} was already published`;
}

async function publishOne(ctx: ReleaseContext, remote: string | undefined, activate: boolean, out: CliOutput) {
  const name = resolveRemoteName(remote);
  const published = await publishRemote(ctx, name);
  out.error(describePublish(published));
  if (activate) out.error(describeActivation(await activateRemote(ctx, name, published.version)));
  // The bare version on stdout, so scripts can capture it.
  out.log(published.version);
}

async function publishAll(ctx: ReleaseContext, activate: boolean, out: CliOutput): Promise<number> {
  const names = await remotesWithBuilds(ctx);
  if (names.length === 0)
    throw new ReleaseError('No remote has a build (no <remote>/dist folder); run the build first');
  let failures = 0;
  for (const name of names) {
    try {
      await publishOne(ctx, name, activate, { log: (v) => out.log(`${name} ${v}`), error: out.error });
    } catch (error) {
      if (!(error instanceof ReleaseError)) throw error;
      failures++;
      out.error(`${name}: ${error.message}`);
    }
  }
  return failures === 0 ? 0 : 1;
}

function expectArgs(args: string[], count: number, usage: string) {
  if (args.length !== count) throw new ReleaseError(`Expected: release ${usage}`);
}

/** Options that take a value (`--percent 10` or `--percent=10`). */
const VALUE_OPTIONS = new Set(['--percent', '--storefront', '--reason']);
const FLAG_OPTIONS = new Set(['--activate', '--help', '--json']);

function parseArgs(argv: string[]) {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) {
      args.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (VALUE_OPTIONS.has(name)) {
      const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || value === '') throw new ReleaseError(`${name} needs a value`);
      values.set(name, value);
    } else if (FLAG_OPTIONS.has(name)) flags.add(name);
    else throw new ReleaseError(`Unknown option ${name}`);
  }
  return { flags, values, args };
}

/** Runs one release command; returns the process exit code. */
export async function runReleaseCli(
  argv: string[],
  baseCtx: ReleaseContext,
  out: CliOutput,
  readPassword: PasswordReader = readPasswordFromStdin,
): Promise<number> {
  try {
    const { flags, values, args } = parseArgs(argv);
    const [command, ...rest] = args;
    const reason = values.get('--reason');
    const ctx: ReleaseContext = reason ? { ...baseCtx, reason } : baseCtx;
    if (flags.has('--help') || command === 'help') {
      out.log(USAGE);
      return 0;
    }
    if (flags.has('--activate') && command !== 'publish' && command !== 'publish-all') {
      throw new ReleaseError('--activate only applies to publish and publish-all');
    }
    if ((values.has('--percent') || values.has('--storefront')) && command !== 'canary')
      throw new ReleaseError('--percent and --storefront only apply to canary');
    switch (command) {
      case 'publish':
        expectArgs(rest, 1, 'publish <remote> [--activate]');
        await publishOne(ctx, rest[0], flags.has('--activate'), out);
        return 0;
      case 'publish-all':
        expectArgs(rest, 0, 'publish-all [--activate]');
        return await publishAll(ctx, flags.has('--activate'), out);
      case 'activate': {
        expectArgs(rest, 2, 'activate <remote> <version>');
        out.log(describeActivation(await activateRemote(ctx, resolveRemoteName(rest[0]), rest[1] as string)));
        return 0;
      }
      case 'rollback':
        expectArgs(rest, 1, 'rollback <remote>');
        out.log(describeActivation(await rollbackRemote(ctx, resolveRemoteName(rest[0]))));
        return 0;
      case 'list': {
        expectArgs(rest, 1, 'list <remote>');
        const name = resolveRemoteName(rest[0]);
        out.log(formatVersionList(name, await listVersions(ctx, name)));
        return 0;
      }
      case 'status': {
        expectArgs(rest, 0, 'status [--json]');
        const status = await releaseStatus(ctx);
        out.log(flags.has('--json') ? JSON.stringify(status, null, 2) : formatStatus(status));
        return 0;
      }
      case 'canary': {
        expectArgs(rest, 2, 'canary <remote> <version> --percent N [--storefront <code>]');
        const percent = values.get('--percent');
        if (percent === undefined || !/^\d+$/.test(percent))
          throw new ReleaseError('canary needs --percent N (1 to 100)');
        const storefront = values.get('--storefront');
        out.log(
          await startCanary(ctx, resolveRemoteName(rest[0]), rest[1] as string, {
            percent: Number(percent),
            ...(storefront ? { storefront } : {}),
          }),
        );
        return 0;
      }
      case 'promote':
        expectArgs(rest, 1, 'promote <remote>');
        out.log(describeActivation(await promoteCanary(ctx, resolveRemoteName(rest[0]))));
        return 0;
      case 'abort':
        expectArgs(rest, 1, 'abort <remote>');
        out.log(await abortCanary(ctx, resolveRemoteName(rest[0])));
        return 0;
      case 'disable':
      case 'enable':
        expectArgs(rest, 1, `${command} <remote>`);
        out.log(await setDisabled(ctx, resolveRemoteName(rest[0]), command === 'disable'));
        return 0;
      case 'operator':
        await runOperatorCommand(baseCtx.releasesDir, rest, out, readPassword);
        return 0;
      default:
        out.error(command ? `Unknown command "${command}"\n\n${USAGE}` : USAGE);
        return 2;
    }
  } catch (error) {
    if (error instanceof ReleaseError) {
      out.error(`release: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (require.main === module) {
  runReleaseCli(process.argv.slice(2), defaultReleaseContext(), { log: console.log, error: console.error }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
