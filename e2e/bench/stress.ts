// Load on the machine for `npm run bench -- --stress=N` (for the goal "under load, within 1.5x of the reference page's
// slowdown"): N processes that each keep a core busy while Lighthouse runs, so the pages and the reference page
// are measured under the same, known extra load. `slowdown.ts` then compares such a run with a quiet one.
import { spawn, type ChildProcess } from 'node:child_process';

/** Starts `workers` busy processes; the returned function stops them. */
export function startStress(workers: number): () => void {
  const children: ChildProcess[] = [];
  for (let i = 0; i < workers; i += 1)
    children.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  return () => {
    for (const child of children) child.kill('SIGKILL');
  };
}

/** `--stress=N` from the command line: 0 when absent. */
export function stressWorkers(argv: readonly string[]): number {
  const arg = argv.find((a) => a.startsWith('--stress='));
  if (!arg) return 0;
  const workers = Number.parseInt(arg.slice('--stress='.length), 10);
  if (!Number.isInteger(workers) || workers < 1 || workers > 16)
    throw new Error(`--stress: a number of busy processes from 1 to 16, not ${arg.slice('--stress='.length)}`);
  return workers;
}
