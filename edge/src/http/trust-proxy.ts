import proxyAddr from '@fastify/proxy-addr';

/**
 * Which hops in front of the edge are trusted (`TRUST_PROXY`): `false` none (browsers connect to the edge itself),
 * `true` load balancers on a private network (loopback, link-local and private ranges: a public client connecting
 * directly is never one), a hop count (the edge is reachable through that many proxies only), or the proxies'
 * addresses and CIDRs (a CDN's public ranges). The client's address is then the first x-forwarded-for entry from
 * the right that a trusted hop did not add; whatever a client wrote into the header itself is left of it and never
 * read. x-forwarded-proto and -host, and a load balancer's x-request-id, are read only on a trusted hop's
 * connection.
 */
export type TrustProxy = boolean | number | string[];

/** What `true` trusts (proxy-addr's names): 127/8 and ::1, 169.254/16 and fe80::/10, 10/8, 172.16/12, 192.168/16, fc00::/7. */
const PRIVATE_NETWORK = ['loopback', 'linklocal', 'uniquelocal'];

/** Parses `TRUST_PROXY`: `false`/`true`/`yes`/`no`/empty, a hop count, or a comma-separated address/CIDR list. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim().toLowerCase();
  if (['', 'false', 'no', '0'].includes(text)) return false;
  if (['true', 'yes'].includes(text)) return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(entries);
    return entries;
  } catch {
    return null;
  }
}

/**
 * Fastify's `trustProxy` for a setting, as the function Fastify asks per hop (0: the connection's peer, then
 * x-forwarded-for from the right); never Fastify's own `true`, which trusts every hop, so a client's own
 * x-forwarded-for would become its address.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | ((address: string, hop: number) => boolean) {
  if (trust === false || trust === 0) return false;
  if (trust === true) return proxyAddr.compile(PRIVATE_NETWORK);
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/** Whether a connection from `address` is a trusted hop. */
export function trustsPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  const trusted = fastifyTrustProxy(trust);
  return (address) => trusted !== false && address !== undefined && trusted(address, 0);
}
