// Starts the api, then the edge, as child processes and waits until both answer.
import { assertPortFree, startService, waitForHttp } from './processes.mjs';

/**
 * @typedef {object} ShopOptions
 * @property {string} [host] interface both servers bind to (default 127.0.0.1)
 * @property {number} apiPort
 * @property {number} edgePort
 * @property {NodeJS.ProcessEnv} [env] extra env for both (DATA_DIR, DATABASE_URL, RELEASES_DIR, ...)
 * @property {boolean} [quiet] drop the servers' output (the bench wants a readable table)
 */

/**
 * @param {ShopOptions} options
 * @returns {Promise<{ apiUrl: string, edgeUrl: string, stop: () => Promise<void>, exited: Promise<string> }>}
 */
export async function startShop(options) {
  const host = options.host ?? '127.0.0.1';
  const { apiPort, edgePort } = options;
  const apiUrl = `http://${host}:${apiPort}`;
  const edgeUrl = `http://${host}:${edgePort}`;
  await assertPortFree(apiPort, host);
  await assertPortFree(edgePort, host);

  const baseEnv = { ...process.env, ...options.env, HOST: host };
  const api = startService('api', ['start', '-w', '@storefront/api'], { ...baseEnv, PORT: String(apiPort) }, options);
  const services = [api];
  const stop = async () => {
    await Promise.all(
      services
        .slice()
        .reverse()
        .map((s) => s.stop()),
    );
  };
  try {
    // PGlite migrates and seeds on start: allow a cold start on a slow machine.
    await waitForHttp(`${apiUrl}/api/en-en/settings`, { timeoutMs: 180_000, isAlive: api.isAlive });
    const edge = startService(
      'edge',
      ['start', '-w', '@storefront/edge'],
      { ...baseEnv, PORT: String(edgePort), API_URL: apiUrl },
      options,
    );
    services.push(edge);
    await waitForHttp(`${edgeUrl}/remotes.json`, { timeoutMs: 60_000, isAlive: edge.isAlive });
  } catch (err) {
    await stop();
    throw err;
  }
  // Resolves with the name of the first service that exits on its own.
  const exited = Promise.race(services.map((s) => s.exited.then(() => s.name)));
  return { apiUrl, edgeUrl, stop, exited };
}
