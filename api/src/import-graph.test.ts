import { join } from 'node:path';
import madge from 'madge';

/*
 * The api's import graph stays one-way: no file imports itself round a circle, and no module of modules/ does
 * either (cart → shipping, never shipping → cart; payments beneath orders and checkout). A circle between modules
 * is how "reading an order sends an e-mail" crept in: each side reached into the other.
 */

const SRC = __dirname;

async function graph(): Promise<Record<string, string[]>> {
  const result = await madge(SRC, {
    fileExtensions: ['ts'],
    excludeRegExp: [/\.test\.ts$/, /node_modules/],
    // A type-only import has no run-time edge, yet a circle of types is a circle to the reader too: keep them.
    detectiveOptions: { ts: { skipTypeImports: false } },
  });
  return result.obj();
}

/** The module (modules/<name>) a file belongs to; null outside modules/. */
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;

/** One circle in a directed graph (as the path round it), or null. */
function findCycle(edges: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('the api import graph', () => {
  let files: Record<string, string[]>;
  beforeAll(async () => {
    files = await graph();
  }, 60_000);

  it('reads the whole source tree', () => {
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['app.ts', join('modules', 'orders', 'get-order.ts')]));
  });

  it('has no circle between files', () => {
    const edges = new Map(Object.entries(files).map(([file, deps]) => [file, new Set(deps)]));
    expect(findCycle(edges)).toBeNull();
  });

  it('has no circle between the modules of modules/', () => {
    const edges = new Map<string, Set<string>>();
    for (const [file, deps] of Object.entries(files)) {
      const from = moduleOf(file);
      if (!from) continue;
      const targets = edges.get(from) ?? new Set<string>();
      for (const dep of deps) {
        const to = moduleOf(dep);
        if (to && to !== from) targets.add(to);
      }
      edges.set(from, targets);
    }
    expect(edges.get('cart')).toContain('shipping');
    expect(findCycle(edges)).toBeNull();
  });
});
