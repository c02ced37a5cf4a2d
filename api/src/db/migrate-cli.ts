// `npm run db:migrate` (from source) or `node dist/db-migrate.js` (the build, as production runs it): applies the
// pending migrations to DATABASE_URL (else PGlite in DATA_DIR) and nothing else. Needs no secrets, so a
// deployment's migration job can run it before the new api starts (the api also migrates at start-up).
import { parseArgs } from 'node:util';
import { StartupRefusal, loadDatabaseConfig } from '../config';
import { migrate } from './migrate';
import { openDatabase } from './open-database';

async function main(): Promise<void> {
  try {
    parseArgs({ args: process.argv.slice(2), options: {}, strict: true });
  } catch (error) {
    throw new StartupRefusal(`${(error as Error).message}. Usage: npm run db:migrate`);
  }
  const config = loadDatabaseConfig();
  const db = await openDatabase(config);
  try {
    const applied = await migrate(db);
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    console.log(applied.length > 0 ? `Applied migrations ${applied.join(', ')} (${where}).` : `Up to date (${where}).`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof StartupRefusal) console.error(error.message);
  else console.error('migration failed:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
