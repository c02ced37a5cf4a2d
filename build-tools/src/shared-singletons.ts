/**
 * The singletons the shell provides to every area (DESIGN.md "Runtime composition").
 * react-router-dom and react-intl are shared through facades in shared-ui and Redux Toolkit through
 * shared-contracts (zod never reaches a browser bundle): shared modules are not tree-shaken, a shared
 * facade's dependencies are, so only the parts in use ship.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

export const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-redux',
  'styled-components',
  'axios',
  '@storefront/shared-contracts',
  '@storefront/shared-ui',
] as const;

export type SingletonName = (typeof SINGLETONS)[number];

/** One entry of ModuleFederationPlugin's `shared`. */
export interface SharedSingleton {
  singleton: true;
  requiredVersion: false;
  version: string;
  import?: false;
}

function versionOf(name: string): string {
  const file = name.startsWith('@storefront/')
    ? path.join(REPO_ROOT, name.replace('@storefront/', ''), 'package.json')
    : path.join(REPO_ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

const packageOf = (name: string) =>
  name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;

/** Every singleton with the version this build uses (the shell writes it beside its build: shared-versions.json). */
export function sharedVersions(): Record<SingletonName, string> {
  return Object.fromEntries(SINGLETONS.map((name) => [name, versionOf(packageOf(name))])) as Record<
    SingletonName,
    string
  >;
}

/**
 * `provide: false` (remotes): never bundle a copy, always use the shell's.
 *
 * No `requiredVersion` at run time: the federation runtime checks ranges with regular expressions it
 * compiles on every check (~10 ms of each page's start-up, under 4x CPU throttling ~40 ms), only to warn in a
 * console the shop silences. The check belongs where it can stop something: `release activate` refuses a
 * remote whose singletons (`version` here, in its mf-manifest.json) the shell's copies do not satisfy.
 */
export function sharedConfig({ provide }: { provide: boolean }): Record<SingletonName, SharedSingleton> {
  const versions = sharedVersions();
  return Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      {
        singleton: true,
        requiredVersion: false,
        version: versions[name],
        ...(provide ? {} : { import: false }),
      } satisfies SharedSingleton,
    ]),
  ) as Record<SingletonName, SharedSingleton>;
}
