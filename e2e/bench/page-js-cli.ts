// Prints every script a page downloads, largest first, with gzip -9 sizes and the total, on the first load and then
// on the first interaction (a reading page boots on intent): the measurement behind the JavaScript budget and
// the cost table in docs/measurements.md. The inline loader is part of the HTML, not counted here.
//   npm run bench:js -w @storefront/e2e -- http://127.0.0.1:3000/ [more urls]
import { measurePageJsPhases, type ScriptFile } from './home-js';

const KiB = (n: number) => (n / 1024).toFixed(1);

async function main(): Promise<void> {
  const urls = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (urls.length === 0) {
    console.error('Usage: npm run bench:js -w @storefront/e2e -- <page url> [more urls]');
    process.exit(2);
  }
  const print = (title: string, files: ScriptFile[]) => {
    console.log(`  ${title}`);
    for (const f of files) console.log(`${KiB(f.gzip9).padStart(7)} KiB gz  ${KiB(f.bytes).padStart(7)} KiB  ${f.url}`);
    const total = files.reduce((sum, f) => sum + f.gzip9, 0);
    console.log(`${KiB(total).padStart(7)} KiB gz in ${files.length} scripts`);
    return total;
  };
  for (const url of urls) {
    const { firstLoad, onInteraction } = await measurePageJsPhases(url);
    console.log(`\n${url}`);
    const before = print('first load (no interaction):', firstLoad);
    const after = print('on the first interaction (a key press), until hydrated and quiet:', onInteraction);
    console.log(`${KiB(before + after).padStart(7)} KiB gz in all`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
