// The top entries of a V8 CPU profile (`node --cpu-prof`), as a flame graph's bottom-up view shows them: self
// time per function (file:line), and self time per package or file. Used for the edge's render profile.
//
//   npx tsx e2e/bench/profile-top.ts <file.cpuprofile> [--top=15]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface ProfileEntry {
  name: string;
  selfMs: number;
  share: number;
}

/** Where a function lives, shortened: the package inside node_modules, else the file's last parts. */
function placeOf(url: string): string {
  if (!url) return '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return url;
  return url
    .replace(/^file:\/\//, '')
    .split('/')
    .slice(-4)
    .join('/');
}

export function profileTop(
  file: string,
  top = 15,
): { totalMs: number; functions: ProfileEntry[]; places: ProfileEntry[] } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  let idle = 0;
  for (const [id, micros] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') {
      idle += micros;
      continue;
    }
    const name = `${functionName || '(anonymous)'} ${placeOf(url)}${url ? `:${lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
    const place = functionName === '(garbage collector)' ? '(garbage collector)' : placeOf(url);
    places.set(place, (places.get(place) ?? 0) + micros);
  }
  const busy = [...self.values()].reduce((a, b) => a + b, 0) - idle;
  const rank = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({
        name,
        selfMs: Math.round(micros / 1000),
        share: Math.round((micros / busy) * 1000) / 10,
      }));
  return { totalMs: Math.round(busy / 1000), functions: rank(functions), places: rank(places) };
}

if (process.argv[1]?.endsWith('profile-top.ts')) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [--top=15]');
  const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 15);
  const result = profileTop(file, top);
  process.stdout.write(`busy (not idle): ${result.totalMs} ms\n\nself time by function\n`);
  for (const f of result.functions)
    process.stdout.write(`${String(f.selfMs).padStart(7)} ms ${String(f.share).padStart(5)} %  ${f.name}\n`);
  process.stdout.write('\nself time by package / file\n');
  for (const p of result.places)
    process.stdout.write(`${String(p.selfMs).padStart(7)} ms ${String(p.share).padStart(5)} %  ${p.name}\n`);
}
