/**
 * Version of the contracts between areas (routes, schemas, events, shared slice, remote module shape).
 * Semver: a breaking change bumps the major, an addition the minor. The shell and `release activate` refuse a
 * remote built against another major, or against a newer minor than theirs.
 */
export const CONTRACT_VERSION = '4.16.0';

/** Major and minor of `major.minor.patch`; null when the version is not one. */
function majorMinorOf(version: string): [number, number] | null {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * True when a remote built against `remoteVersion` can run in a shell built against `hostVersion`: the same
 * major, and a minor no newer than the host's. A newer minor may read a field (an addition) that an older
 * shell does not fill, so it would run on `undefined`; an older minor only misses additions it never reads.
 */
export function isContractCompatible(remoteVersion: string, hostVersion: string = CONTRACT_VERSION): boolean {
  const remote = majorMinorOf(remoteVersion);
  const host = majorMinorOf(hostVersion);
  if (!remote || !host) return false;
  return remote[0] === host[0] && remote[1] <= host[1];
}
