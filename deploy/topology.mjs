// The production topology, written once: which services run, with which command and which variables. Both
// `npm run cluster` (every process on this machine, the one that is tested) and `compose.yaml` (containers, for a
// real deployment) are made from it, so they cannot drift apart: `scripts/cluster.mjs --write-compose` writes
// compose.yaml again, and deploy/topology.test.mjs fails when the committed file differs.
//
//   balancer  nginx: TLS on :8443 in front of the edges; the api balancer on :4400 in front of the apis
//   edge-N    the storefront server (any number; stateless but for its kept pages, which follow the data version)
//   api-N     the commerce api (any number; all state is in PostgreSQL)
//   origin    the release files (nginx, static; a CDN or object storage in a real deployment)
//   postgres  the one database
//   migrate   a one-shot job before the apis start: migrations only, never demo data

/** Ports inside the topology; the cluster on one machine gives each instance its own. */
export const PORTS = { https: 8443, apiBalancer: 4400, api: 4000, edge: 3000, origin: 8480 };

/** Every secret the api and the edge need in production; generated per deployment, never in the source. */
export const SECRET_NAMES = ['PAYMENT_WEBHOOK_SECRET', 'ORDER_LINK_SECRET', 'FULFILMENT_TOKEN', 'OPS_TOKEN'];

/**
 * The api's production variables. `hosts` names the other services as this topology reaches them (loopback ports
 * on one machine, service names in compose); secret values are `${NAME}` references in compose.
 *
 * @param {{ databaseUrl: string, publicOrigin: string, smtpUrl: string, edgeAddresses: string, secrets: Record<string, string> }} ctx
 * @returns {Record<string, string>}
 */
export function apiEnvironment(ctx) {
  return {
    NODE_ENV: 'production',
    HOST: '0.0.0.0',
    PORT: String(PORTS.api),
    DATABASE_URL: ctx.databaseUrl,
    PUBLIC_ORIGIN: ctx.publicOrigin,
    COOKIE_SECURE: 'true',
    // The api answers only the edges (through the api balancer): it takes the client's address from their
    // x-forwarded-for, and from no one else's.
    TRUST_FORWARDED_FOR: 'true',
    EDGE_ADDRESSES: ctx.edgeAddresses,
    SMTP_URL: ctx.smtpUrl,
    // A staging topology: the sandbox takes no money. A real deployment names its provider here.
    PAYMENT_PROVIDER: 'sandbox',
    SANDBOX_IN_PRODUCTION: 'true',
    ...ctx.secrets,
  };
}

/**
 * The edge's production variables.
 *
 * @param {{ apiUrl: string, releasesUrl: string, publicOrigin: string, balancerAddresses: string }} ctx
 * @returns {Record<string, string>}
 */
export function edgeEnvironment(ctx) {
  return {
    NODE_ENV: 'production',
    HOST: '0.0.0.0',
    PORT: String(PORTS.edge),
    API_URL: ctx.apiUrl,
    RELEASES_URL: ctx.releasesUrl,
    // Release pointer and data version asked often: a release or a price change shows through every edge
    // within about a second.
    RELEASES_POLL_MS: '500',
    DATA_VERSION_POLL_MS: '500',
    PUBLIC_ORIGIN: ctx.publicOrigin,
    // Only the balancer's hop is believed: a client's own X-Forwarded-For never becomes its address.
    TRUST_PROXY: ctx.balancerAddresses,
  };
}

/** What each server image runs (relative to the repository root, which is /app in the images). */
export const COMMANDS = {
  api: ['node', '--enable-source-maps', 'api/dist/server.js'],
  edge: ['node', '--enable-source-maps', 'edge/dist/server.js'],
  migrate: ['node', '--enable-source-maps', 'api/dist/db-migrate.js'],
  /** Demo data for a staging database; refused in production without the flag. */
  seed: ['node', '--enable-source-maps', 'api/dist/db-seed.js', '--force-demo-data'],
};

/** How many of each server the topology runs. */
export const INSTANCES = { api: 2, edge: 2 };
