import proxyAddr from '@fastify/proxy-addr';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** True when every entry is an address, a CIDR or a range proxy-addr names (`loopback`, `linklocal`, `uniquelocal`). */
export function isAddressList(entries: string[]): boolean {
  try {
    proxyAddr.compile(entries);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fastify's `trustProxy` for the api. Only a connection from one of `edgeAddresses` is the edge, and only one hop
 * of x-forwarded-for is taken from it: the edge sends the client address its own trust settings settled on, so
 * anything left of that entry is a client's own header, never trusted. x-forwarded-proto and -host are likewise
 * read only from the edge's connection (Fastify asks this function for hop 0). `false`: the socket's address.
 */
export function edgeTrust(
  trustForwardedFor: boolean,
  edgeAddresses: string[],
): false | ((address: string, hop: number) => boolean) {
  if (!trustForwardedFor) return false;
  const isEdge = proxyAddr.compile(edgeAddresses);
  return (address, hop) => hop === 0 && isEdge(address, hop);
}

/** The client's address (Fastify's `request.ip` under `edgeTrust`): stored with messages, logged. */
export function clientIpOf(request: FastifyRequest): string {
  return request.ip;
}

/**
 * The client as rate limits count it: its address, with IPv6 cut to its /64 (one subscriber's network; a client
 * with a /64 would otherwise have 2^64 addresses to rotate through), as @fastify/rate-limit does by default.
 */
export function clientKeyOf(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}
