/**
 * Version of the contracts between areas (routes, schemas, events, shared slice, remote module shape).
 * Semver: a breaking change bumps the major; the shell and `release activate` refuse a remote built
 * against another major.
 */
export const CONTRACT_VERSION = '4.6.0';

/** True when a remote built against `remoteVersion` can run in a shell built against `hostVersion`. */
export function isContractCompatible(remoteVersion: string, hostVersion: string = CONTRACT_VERSION): boolean {
  const major = (v: string) => Number.parseInt(v.split('.')[0] ?? '', 10);
  return Number.isFinite(major(remoteVersion)) && major(remoteVersion) === major(hostVersion);
}
