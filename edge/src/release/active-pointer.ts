import type { FastifyBaseLogger } from 'fastify';
import type { EdgeConfig } from '../config';
import { withDevRemote } from '../dev/dev-remote';
import { readPointer, type PointerRead } from './pointer-file';

/** The release pointer the edge serves: `releases/remotes.json`, with the dev loop's remote when one is set. */
export async function readServedPointer(
  config: Pick<EdgeConfig, 'releasesDir' | 'devRemote'>,
  log: FastifyBaseLogger,
): Promise<PointerRead> {
  const read = await readPointer(config.releasesDir);
  if (!config.devRemote) return read;
  return { ...read, pointer: await withDevRemote(read.pointer, config.devRemote, log) };
}
