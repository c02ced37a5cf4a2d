import { buildEdge } from './app';
import { loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const app = await buildEdge(config);
  const close = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ host: config.host, port: config.port });
  // Say where it runs even at the default log level (warn).
  console.log(`edge listening on http://${config.host}:${config.port} (api ${config.apiUrl})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
