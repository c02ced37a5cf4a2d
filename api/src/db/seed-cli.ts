// `npm run db:seed [-- --reset] [-- --force-demo-data]` (or `node dist/db-seed.js ...`): migrate, then put the
// demo data (catalogue, reference data, content) into an empty database, or with --reset replace catalogue and
// reference data (and carts) with it. Refused with NODE_ENV=production unless --force-demo-data says so: a
// production shop's catalogue is its own, and the api never seeds there by itself.
import { parseArgs } from 'node:util';
import { StartupRefusal, loadDatabaseConfig } from '../config';
import { migrate } from './migrate';
import { openDatabase } from './open-database';
import { resetAndSeed, seedIfEmpty } from './seed';

const USAGE = 'Usage: npm run db:seed [-- --reset] [-- --force-demo-data]';

function options() {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      options: { reset: { type: 'boolean' }, 'force-demo-data': { type: 'boolean' } },
      strict: true,
    }).values;
  } catch (error) {
    throw new StartupRefusal(`${(error as Error).message}. ${USAGE}`);
  }
}

async function main(): Promise<void> {
  const args = options();
  const config = loadDatabaseConfig();
  if (config.production && !args['force-demo-data']) {
    throw new StartupRefusal(
      'Refusing to seed demo data with NODE_ENV=production: pass --force-demo-data to seed this database anyway',
    );
  }
  const db = await openDatabase(config);
  try {
    const migrated = await migrate(db);
    if (migrated.length > 0) console.log(`Applied migrations ${migrated.join(', ')}`);
    if (args.reset) {
      await resetAndSeed(db);
      console.log('Catalogue reset to the seed.');
    } else if (await seedIfEmpty(db)) {
      console.log('Catalogue seeded.');
    } else {
      console.log('The catalogue already holds products; nothing to do (use -- --reset to replace it).');
    }
    const { rows } = await db.query<{ products: number; strains: number }>(
      'SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM strains) AS strains',
    );
    console.log(
      `${rows[0]?.strains ?? 0} strains, ${rows[0]?.products ?? 0} products (${db.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}`}).`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
