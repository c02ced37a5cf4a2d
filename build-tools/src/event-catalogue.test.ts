/**
 * One cross-area channel (DESIGN.md): every event in the catalogue is sent by some area and heard by
 * another (or by the shared store), so no event is a dead letter and none is heard that nobody sends. Read from
 * the browser packages' sources (tests left out), as another team would find them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { EventName } from '@storefront/shared-contracts';
import { eventSchemas } from '@storefront/shared-contracts/schemas';

const root = path.resolve(__dirname, '..', '..');

function sourcesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const packages = fs
  .readdirSync(root)
  .filter((name) => name === 'shell' || name.startsWith('mf-') || name === 'shared-ui' || name === 'shared-contracts');
const code = packages
  .flatMap((name) => sourcesUnder(path.join(root, name, 'src')))
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');

const sent = (name: string) => new RegExp(`\\bemit\\(\\s*'${name}'`).test(code);
const heard = (name: string) => new RegExp(`\\.on\\(\\s*'${name}'`).test(code);

describe('the event catalogue', () => {
  const names = Object.keys(eventSchemas) as EventName[];

  it('is read from the browser packages', () => {
    expect(packages).toEqual(expect.arrayContaining(['shell', 'mf-catalog', 'mf-cart-checkout', 'shared-contracts']));
    expect(names.length).toBeGreaterThan(5);
  });

  it.each(names)('%s is sent and heard', (name) => {
    expect({ name, sent: sent(name), heard: heard(name) }).toEqual({ name, sent: true, heard: true });
  });
});
