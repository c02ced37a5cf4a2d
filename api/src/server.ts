// `npm start -w @storefront/api`: the api on HOST:PORT (127.0.0.1:4000 by default).
import { buildApp } from './app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  const close = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  const db = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`api listening on http://${config.host}:${config.port} (${db})`);
}

main().catch((error: unknown) => {
  console.error('api failed to start:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
