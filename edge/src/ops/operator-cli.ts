import { ReleaseError } from '../release/release-error';
import { addOperator, readOperators, removeOperator } from './operators';

/** Where `release operator add` gets the password (never from the command line, which `ps` and shell history see). */
export type PasswordReader = (prompt: string) => Promise<string>;

interface Output {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** A terminal: asked without echo. Piped: the first line of stdin (`printf '%s\n' "$PW" | release operator add x`). */
export const readPasswordFromStdin: PasswordReader = async (prompt) => {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(chunk as Buffer);
    return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '').trimEnd();
  }
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = '';
      const onData = (text: string) => {
        for (const c of text) {
          if (c === '\r' || c === '\n') {
            stdin.off('data', onData);
            return resolve(typed);
          }
          if (c === '\u0003') {
            stdin.off('data', onData);
            return reject(new ReleaseError('cancelled'));
          }
          if (c === '\u007f' || c === '\b') typed = typed.slice(0, -1);
          else typed += c;
        }
      };
      stdin.on('data', onData);
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    process.stderr.write('\n');
  }
};

/** `release operator add <name> | list | remove <name>`: the release console's accounts. */
export async function runOperatorCommand(
  releasesDir: string,
  args: string[],
  out: Output,
  readPassword: PasswordReader,
): Promise<void> {
  const [sub, name, ...extra] = args;
  if (extra.length > 0) throw new ReleaseError('Expected: release operator add <name> | list | remove <name>');
  switch (sub) {
    case 'add': {
      if (!name) throw new ReleaseError('Expected: release operator add <name>');
      const password = await readPassword(`Password for ${name}: `);
      const { replaced } = await addOperator(releasesDir, name, password);
      out.log(replaced ? `operator ${name}: password replaced` : `operator ${name} added`);
      return;
    }
    case 'list': {
      if (name) throw new ReleaseError('Expected: release operator list');
      const { operators } = await readOperators(releasesDir);
      out.log(operators.length === 0 ? 'no operators' : operators.map((o) => `${o.name}  added ${o.added}`).join('\n'));
      return;
    }
    case 'remove':
      if (!name) throw new ReleaseError('Expected: release operator remove <name>');
      await removeOperator(releasesDir, name);
      out.log(`operator ${name} removed (their console sessions end at their next request)`);
      return;
    default:
      throw new ReleaseError('Expected: release operator add <name> | list | remove <name>');
  }
}
