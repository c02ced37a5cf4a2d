import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { z } from 'zod';
import { ReleaseError } from '../release/release-error';

/** Beside the pointer and the release log, never served (`isReleaseAssetPath` serves only release folders). */
export const OPERATORS_FILE = 'operators.json';

/** The api's setting for shoppers' passwords (argon2id, OWASP's first recommendation: 19 MiB, 2 passes, 1 lane). */
const ARGON2_PARAMETERS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const operatorNameSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]{0,62}$/, 'an operator name is 1-63 of a-z 0-9 . _ - (lower case)');
const MIN_PASSWORD_LENGTH = 12;

const operatorsFileSchema = z.object({
  operators: z.array(
    z.object({
      name: operatorNameSchema,
      hash: z.string().startsWith('$argon2id$'),
      added: z.string(),
      /** Raised by every console logout: it ends the operator's sessions on every edge (absent: 0). */
      sessionGeneration: z.number().int().min(0).optional(),
    }),
  ),
});
export type OperatorsFile = z.infer<typeof operatorsFileSchema>;
type Operator = OperatorsFile['operators'][number];

/**
 * What an operator's console sessions are bound to: a new password (a new salted hash), a logout (the generation)
 * or a removal (no entry) changes it, and every session signed with the old one is refused. One-way, so the
 * cookie says nothing about the hash.
 */
function credentialOf(operator: Operator): string {
  return createHash('sha256')
    .update(`${operator.hash}\n${operator.sessionGeneration ?? 0}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The operator's current credential version; null when there is no such operator (any more). */
export async function operatorCredential(releasesDir: string, name: string): Promise<string | null> {
  const operator = (await readOperators(releasesDir)).operators.find((o) => o.name === name);
  return operator ? credentialOf(operator) : null;
}

/** Ends every console session of the operator, on every edge that reads this file (a logout). */
export async function endOperatorSessions(releasesDir: string, name: string): Promise<void> {
  const file = await readOperators(releasesDir);
  await writeOperators(releasesDir, {
    operators: file.operators.map((o) =>
      o.name === name ? { ...o, sessionGeneration: (o.sessionGeneration ?? 0) + 1 } : o,
    ),
  });
}

export function operatorsPath(releasesDir: string): string {
  return path.join(releasesDir, OPERATORS_FILE);
}

/** The accounts; none when the file does not exist. A file that does not parse is an error, never "no operators". */
export async function readOperators(releasesDir: string): Promise<OperatorsFile> {
  let text: string;
  try {
    text = await fs.readFile(operatorsPath(releasesDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { operators: [] };
    throw error;
  }
  const parsed = operatorsFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new ReleaseError(`${OPERATORS_FILE} is not valid: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** Written beside its place (mode 0600: the hashes are nobody else's business) and renamed over it. */
async function writeOperators(releasesDir: string, file: OperatorsFile): Promise<void> {
  await fs.mkdir(releasesDir, { recursive: true });
  const target = operatorsPath(releasesDir);
  const temp = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temp, JSON.stringify(file, null, 2) + '\n', { mode: 0o600 });
  await fs.chmod(temp, 0o600);
  await fs.rename(temp, target);
}

/** Adds an operator or replaces their password. */
export async function addOperator(releasesDir: string, name: string, password: string, now = new Date()) {
  const parsedName = operatorNameSchema.safeParse(name);
  if (!parsedName.success) throw new ReleaseError(parsedName.error.issues[0]?.message ?? 'bad operator name');
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new ReleaseError(`the password needs at least ${MIN_PASSWORD_LENGTH} characters`);
  const file = await readOperators(releasesDir);
  const entry = { name, hash: await hash(password, ARGON2_PARAMETERS), added: now.toISOString() };
  const replaced = file.operators.some((o) => o.name === name);
  await writeOperators(releasesDir, {
    operators: [...file.operators.filter((o) => o.name !== name), entry].sort((a, b) => a.name.localeCompare(b.name)),
  });
  return { replaced };
}

export async function removeOperator(releasesDir: string, name: string): Promise<void> {
  const file = await readOperators(releasesDir);
  if (!file.operators.some((o) => o.name === name)) throw new ReleaseError(`no operator "${name}"`);
  await writeOperators(releasesDir, { operators: file.operators.filter((o) => o.name !== name) });
}

let dummyHash: Promise<string> | undefined;

/**
 * The operator's name and credential version when the password is theirs, else null. An unknown name is verified against a hash of
 * nothing, so it costs the same time as a wrong password (no enumeration of operator names by timing).
 */
export async function checkOperator(
  releasesDir: string,
  name: string,
  password: string,
): Promise<{ name: string; credential: string } | null> {
  const { operators } = await readOperators(releasesDir);
  const operator = operators.find((o) => o.name === name);
  dummyHash ??= hash('not-the-password-of-anyone', ARGON2_PARAMETERS);
  const stored = operator?.hash ?? (await dummyHash);
  let ok: boolean;
  try {
    ok = await verify(stored, password);
  } catch {
    ok = false;
  }
  return ok && operator ? { name: operator.name, credential: credentialOf(operator) } : null;
}
