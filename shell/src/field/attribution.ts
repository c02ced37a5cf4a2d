import { AREAS, type RemoteName } from '@storefront/shared-contracts';

/** A remote's files are served from `/releases/<remote>/<version>/...` (the release pointer's entries). */
const RELEASE_PATH = /\/releases\/(mf_[a-z_]+)\/([0-9A-Za-z][0-9A-Za-z.+_-]{0,63})\//;

const REMOTES: ReadonlySet<string> = new Set(AREAS.filter((area) => area !== 'shell'));

export interface Release {
  area: RemoteName;
  version: string;
}

function stackOf(error: unknown): string {
  if (error instanceof Error) return error.stack ?? '';
  return typeof error === 'object' && error !== null && typeof (error as { stack?: unknown }).stack === 'string'
    ? (error as { stack: string }).stack
    : '';
}

/**
 * The remote release whose code threw: the innermost frame of the stack whose script lies under a remote's
 * release path (or, without a stack, the script the error event names). Null when no remote's file is on the
 * stack: the shell's (or a shared library's) own error.
 */
export function releaseOfError(error: unknown, filename?: string): Release | null {
  for (const line of [...stackOf(error).split('\n'), filename ?? '']) {
    const match = RELEASE_PATH.exec(line);
    if (match && REMOTES.has(match[1] as string)) return { area: match[1] as RemoteName, version: match[2] as string };
  }
  return null;
}

export type FallbackReason = 'disabled' | 'load-failed' | 'render-error';

/** Why an area's boundary caught: it has no release, its code did not load, or it threw while rendering. */
export function fallbackReasonOf(error: unknown): FallbackReason {
  const { name = '', message = '' } = error instanceof Error ? error : {};
  if (name === 'AreaUnavailableError') return message.includes('no active release') ? 'disabled' : 'load-failed';
  if (name === 'ChunkLoadError' || /RUNTIME-\d+|Loading (script|chunk)|dynamically imported module/i.test(message))
    return 'load-failed';
  return 'render-error';
}
