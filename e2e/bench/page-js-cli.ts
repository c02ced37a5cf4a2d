// Prints every script a page downloads, largest first, with gzip -9 sizes and the total: the measurement behind the
// JavaScript budget and build-tools/README.md's cost table.
//   npm run bench:js -w @storefront/e2e -- http://127.0.0.1:3000/ [more urls]
import { measurePageJs } from './home-js';

const KiB = (n: number) => (n / 1024).toFixed(1);

async function main(): Promise<void> {
  const urls = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (urls.length === 0) {
    console.error('Usage: npm run bench:js -w @storefront/e2e -- <page url> [more urls]');
    process.exit(2);
  }
  for (const url of urls) {
    const files = await measurePageJs(url);
    console.log(`\n${url}`);
    for (const f of files) console.log(`${KiB(f.gzip9).padStart(7)} KiB gz  ${KiB(f.bytes).padStart(7)} KiB  ${f.url}`);
    const total = files.reduce((sum, f) => sum + f.gzip9, 0);
    console.log(`${KiB(total).padStart(7)} KiB gz in ${files.length} scripts`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
