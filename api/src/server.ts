// The api on HOST:PORT (127.0.0.1:4000 by default). Production runs the build, `node dist/server.js`: it migrates
// the database and never seeds it (`npm run db:seed` does, refused in production without --force-demo-data).
import closeWithGrace from 'close-with-grace';
import { gracefulClose } from '@storefront/shared-contracts/server';
import { buildApp } from './app';
import { StartupRefusal, loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  // SIGTERM / SIGINT: stop accepting, let in-flight requests finish, close the database (the app's onClose),
  // exit 0; still busy after SHUTDOWN_TIMEOUT_MS, or a second signal: exit 1 anyway.
  closeWithGrace(...gracefulClose(app, config.shutdownTimeoutMs));
  await app.listen({ host: config.host, port: config.port });
  const db = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`api listening on http://${config.host}:${config.port} (${db})`);
}

main().catch((error: unknown) => {
  // A refusal (bad environment, unsafe production settings, a changed migration) is one line that says it all.
  if (error instanceof StartupRefusal) console.error(error.message);
  else console.error('api failed to start:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
