// `npm run bench`'s first-tap phase: the first tap on a phone (first-tap.ts) for its four interactions, at load + 1 s
// and + 5 s, interleaved with the same pages served eager from a second edge, in a process of its own (it starts its
// own api and edges, so the bench's shop and its caches do not colour it). Printed as it runs, beside Lighthouse's
// figures in the same output.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../support/run-env';

/** Runs the phase with `rounds` rounds; resolves true when every tap showed its result. */
export function runFirstTapPhase(rounds: number, log: (message: string) => void): Promise<boolean> {
  const args = [
    'tsx',
    path.join('bench', 'first-tap.ts'),
    '--compare=eager',
    '--after=1000,5000',
    `--rounds=${rounds}`,
  ];
  log(`\nFirst tap on a phone (npx ${args.join(' ')}) ...`);
  return new Promise((resolve) => {
    const child = spawn('npx', args, { cwd: path.join(ROOT, 'e2e'), stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}
