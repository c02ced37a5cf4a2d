import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  CONTRACT_VERSION,
  type ActiveRemote,
  type RemoteName,
  type RemotesPointer,
} from '@storefront/shared-contracts';
import { remoteNameSchema } from '@storefront/shared-contracts/schemas';

/**
 * One remote served by its team's dev server instead of its active release (`npm run dev -- mf-product`,
 * env `DEV_REMOTE_ENTRY=mf_product=http://127.0.0.1:3001/remoteEntry.js`): the browser loads that entry
 * (hot module replacement, React Fast Refresh) and the server render loads the dev server's server build.
 * Never in production: the edge refuses to start with it when NODE_ENV=production.
 */
export interface DevRemote {
  name: RemoteName;
  /** The dev server's browser remote entry. */
  entry: string;
  /** The dev server's origin: the page's Content-Security-Policy allows its scripts, requests and socket. */
  origin: string;
}

export const DEV_REMOTE_ENV = 'DEV_REMOTE_ENTRY';

/** Parses `<remote>=<entry URL>`; null when unset. Throws on a bad value, and in production. */
export function parseDevRemote(value: string | undefined, nodeEnv: string | undefined): DevRemote | null {
  if (!value) return null;
  if (nodeEnv === 'production') {
    throw new Error(`${DEV_REMOTE_ENV} is a development override and is refused when NODE_ENV=production`);
  }
  const separator = value.indexOf('=');
  const name = remoteNameSchema.safeParse(value.slice(0, Math.max(separator, 0)).trim().replace(/-/g, '_'));
  if (separator < 0 || !name.success) {
    throw new Error(`${DEV_REMOTE_ENV} must be <remote>=<entry URL> with a known remote, got "${value}"`);
  }
  let entry: URL;
  try {
    entry = new URL(value.slice(separator + 1).trim());
  } catch {
    throw new Error(`${DEV_REMOTE_ENV}: "${value.slice(separator + 1)}" is not a URL`);
  }
  if (!/^https?:$/.test(entry.protocol) || !entry.pathname.endsWith('.js') || entry.search || entry.hash) {
    throw new Error(`${DEV_REMOTE_ENV}: the entry must be an http(s) URL of a .js file, got "${entry.href}"`);
  }
  return { name: name.data, entry: entry.href, origin: entry.origin };
}

/** What a dev server answers at `dev-build.json` beside its entry (build-tools' serve-remote). */
const devBuildSchema = z.object({
  name: remoteNameSchema,
  /** Changes with every server build: the server render loads the new one, the browser entry's URL changes. */
  build: z.string().regex(/^[0-9a-z]{1,64}$/i),
  contractVersion: z.string().min(1),
});

const DEV_BUILD_TIMEOUT_MS = 1000;

async function readDevBuild(devRemote: DevRemote, log: FastifyBaseLogger) {
  const url = new URL('dev-build.json', devRemote.entry);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(DEV_BUILD_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const build = devBuildSchema.parse(await response.json());
    if (build.name !== devRemote.name) throw new Error(`it serves ${build.name}, not ${devRemote.name}`);
    return build;
  } catch (error) {
    log.warn({ url: url.href, err: error }, `the dev server of ${devRemote.name} does not answer: its area may fail`);
    return null;
  }
}

/**
 * The pointer with the dev remote in place of its active release. Its entry carries the dev server's
 * current build, so the shell's server renderer loads a new server build as soon as there is one.
 */
export async function withDevRemote(
  pointer: RemotesPointer,
  devRemote: DevRemote,
  log: FastifyBaseLogger,
): Promise<RemotesPointer> {
  const build = await readDevBuild(devRemote, log);
  const active: ActiveRemote = build
    ? {
        version: `dev-${build.build}`,
        entry: `${devRemote.entry}?build=${build.build}`,
        contractVersion: build.contractVersion,
      }
    : { version: 'dev', entry: devRemote.entry, contractVersion: CONTRACT_VERSION };
  return { ...pointer, remotes: { ...pointer.remotes, [devRemote.name]: active } };
}

/** True for the dev remote's entry as withDevRemote writes it (only ever the dev server's origin). */
export function isDevEntry(devRemote: DevRemote | null, name: RemoteName, active: ActiveRemote): boolean {
  return devRemote !== null && devRemote.name === name && active.entry.startsWith(`${devRemote.origin}/`);
}
