import { AREAS, type RemoteName } from '@storefront/shared-contracts';
import { ReleaseError } from './release-error';

export const REMOTE_NAMES: readonly RemoteName[] = AREAS.filter((a): a is RemoteName => a !== 'shell');

/** `mf_catalog` -> `mf-catalog`: the workspace folder that builds the remote. */
export function packageFolderOf(name: RemoteName): string {
  return name.replace(/_/g, '-');
}

/** Accepts the federation name (`mf_catalog`) or the package folder (`mf-catalog`). */
export function resolveRemoteName(input: string | undefined): RemoteName {
  const candidate = (input ?? '').trim().replace(/-/g, '_');
  const found = REMOTE_NAMES.find((n) => n === candidate);
  if (!found) {
    const shown = input ? `"${input}"` : 'nothing';
    throw new ReleaseError(`Unknown remote ${shown}. Known remotes: ${REMOTE_NAMES.join(', ')}`);
  }
  return found;
}
