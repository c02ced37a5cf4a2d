// `npm run seed -w @storefront/api [-- --reset]`: migrate, then seed an empty catalogue,
// or with --reset replace catalogue and reference data (and carts) with the seed.
import { loadConfig } from '../config';
import { migrate } from './migrate';
import { openDatabase } from './open-database';
import { resetAndSeed, seedIfEmpty } from './seed';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--reset');
  if (unknown.length > 0)
    throw new Error(`Unknown option ${unknown.join(' ')}. Usage: npm run seed -w @storefront/api [-- --reset]`);
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const migrated = await migrate(db);
    if (migrated.length > 0) console.log(`Applied migrations ${migrated.join(', ')}`);
    if (args.includes('--reset')) {
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
