import { createHash, randomBytes } from 'node:crypto';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** 256 random bits, URL-safe; only the SHA-256 is stored, so a database leak hands out no session or reset. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedToken(token: string | undefined): token is string {
  return token !== undefined && TOKEN_SHAPE.test(token);
}
