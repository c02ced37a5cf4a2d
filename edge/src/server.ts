// The storefront server on HOST:PORT (127.0.0.1:3000 by default). Production runs the build, `node dist/server.js`.
import closeWithGrace from 'close-with-grace';
import { gracefulClose } from '@storefront/shared-contracts/server';
import { buildEdge } from './app';
import { loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const app = await buildEdge(config, { warmAreas: true });
  // SIGTERM / SIGINT: stop accepting, let pages being rendered finish, exit 0; still busy after
  // SHUTDOWN_TIMEOUT_MS, or a second signal: exit 1 anyway.
  closeWithGrace(...gracefulClose(app, config.shutdownTimeoutMs));
  await app.listen({ host: config.host, port: config.port });
  console.log(`edge listening on http://${config.host}:${config.port} (api ${config.apiUrl})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
