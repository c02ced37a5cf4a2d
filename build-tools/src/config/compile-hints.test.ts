/**
 * A production browser build marks every script for V8's eager compilation (`compile-hints.ts`), and the marks are
 * part of what Subresource Integrity and the compressed copies cover: a browser checks the bytes of a chunk against
 * the integrity the script that loads it carries, so a mark added after hashing would make it refuse every chunk. The
 * server build is left alone (Node runs it). Builds a throwaway remote (`.test-fixtures/`, removed afterwards) in a
 * child process.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createRemoteFixture, LOADS_PAGE_HELLO, type RemoteFixture } from '../../test-utils/remote-fixture';
import { COMPILE_HINT } from './compile-hints';

const buildTools = path.resolve(__dirname, '..', '..');
jest.setTimeout(300_000);

let remote: RemoteFixture;

beforeAll(() => {
  remote = createRemoteFixture(
    'hints',
    `// A comment the minifier drops.\n${LOADS_PAGE_HELLO}`,
    'export function greet(name: string) { return `hello, ${name}`; }\n',
  );
  execFileSync(process.execPath, [path.join(buildTools, 'test-utils', 'build-package.mjs'), remote.dir, '--no-cache'], {
    stdio: 'pipe',
  });
});
afterAll(() => remote.remove());

const dist = () => path.join(remote.dir, 'dist');
const browserScripts = () => fs.readdirSync(dist()).filter((f) => f.endsWith('.js'));

it('starts every browser script with the compile hint, and no server script', () => {
  const scripts = browserScripts();
  expect(scripts).toEqual(expect.arrayContaining(['remoteEntry.js']));
  expect(scripts.some((f) => f.startsWith('page-hello.'))).toBe(true);
  for (const file of scripts)
    expect(fs.readFileSync(path.join(dist(), file), 'utf8').startsWith(COMPILE_HINT)).toBe(true);
  const server = fs.readdirSync(path.join(dist(), 'server')).filter((f) => f.endsWith('.js'));
  expect(server.length).toBeGreaterThan(0);
  for (const file of server)
    expect(fs.readFileSync(path.join(dist(), 'server', file), 'utf8')).not.toContain(COMPILE_HINT);
});

it('loads each chunk with the integrity of its hinted bytes, and compresses those bytes', () => {
  const page = browserScripts().find((f) => f.startsWith('page-hello.')) as string;
  const bytes = fs.readFileSync(path.join(dist(), page));
  const sri = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
  // What the browser checks: the integrity the loading script carries for the chunk.
  const loaders = browserScripts().map((f) => fs.readFileSync(path.join(dist(), f), 'utf8'));
  expect(loaders.some((text) => text.includes(sri))).toBe(true);
  expect(brotliDecompressSync(fs.readFileSync(path.join(dist(), `${page}.br`)))).toEqual(bytes);
  expect(gunzipSync(fs.readFileSync(path.join(dist(), `${page}.gz`)))).toEqual(bytes);
});
