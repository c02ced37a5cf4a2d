// Starts the compiled api, then the compiled edge (`node <pkg>/dist/server.js`), as child processes and
// waits until both are ready (their /readyz).
import { assertPortFree, compiledServer, startService, waitForHttp } from './processes.mjs';

/**
 * @typedef {object} ShopOptions
 * @property {string} [host] interface both servers bind to (default 127.0.0.1)
 * @property {number} apiPort
 * @property {number} edgePort
 * @property {NodeJS.ProcessEnv} [env] extra env for both (DATA_DIR, DATABASE_URL, RELEASES_DIR, ...)
 * @property {boolean} [quiet] drop the servers' output (the bench wants a readable table)
 * @property {AbortSignal} [signal] aborted while starting (a SIGTERM before both are ready): both servers are
 *   stopped and the promise rejects, so nothing is left running behind a caller that is about to exit
 */

/**
 * @param {ShopOptions} options
 * @returns {Promise<{ apiUrl: string, edgeUrl: string, stop: () => Promise<void>, exited: Promise<string>, services: import('./processes.mjs').Service[] }>}
 */
export async function startShop(options) {
  const host = options.host ?? '127.0.0.1';
  const { apiPort, edgePort } = options;
  const apiUrl = `http://${host}:${apiPort}`;
  const edgeUrl = `http://${host}:${edgePort}`;
  await assertPortFree(apiPort, host);
  await assertPortFree(edgePort, host);
  if (options.signal?.aborted) throw new Error('stopped before starting');

  const baseEnv = { ...process.env, ...options.env, HOST: host };
  const programs = { api: compiledServer('api'), edge: compiledServer('edge') };
  const api = startService('api', programs.api, { ...baseEnv, PORT: String(apiPort) }, options);
  const services = [api];
  const stop = async () => {
    await Promise.all(
      services
        .slice()
        .reverse()
        .map((s) => s.stop()),
    );
  };
  // The servers run in process groups of their own (detached): a signal to the caller's group does not reach them.
  const onAbort = () => void stop();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    // PGlite migrates and seeds on start: allow a cold start on a slow machine.
    await waitForHttp(`${apiUrl}/readyz`, { timeoutMs: 180_000, isAlive: api.isAlive });
    if (options.signal?.aborted) throw new Error('stopped while starting');
    const edge = startService('edge', programs.edge, { ...baseEnv, PORT: String(edgePort), API_URL: apiUrl }, options);
    services.push(edge);
    // Ready: the release pointer readable, the shell built, the api answering.
    await waitForHttp(`${edgeUrl}/readyz`, { timeoutMs: 60_000, isAlive: edge.isAlive });
    if (options.signal?.aborted) throw new Error('stopped while starting');
  } catch (err) {
    await stop();
    throw err;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
  // Resolves with the name of the first service that exits on its own.
  const exited = Promise.race(services.map((s) => s.exited.then(() => s.name)));
  return { apiUrl, edgeUrl, stop, exited, services };
}
