/** Spec 3: local-storage entries with a value and an expiry time. */
export interface Expiring {
  value: string;
  /** Epoch milliseconds. */
  expires: number;
}

export function writeExpiring(
  storage: Pick<Storage, 'setItem'>,
  key: string,
  value: string,
  ttlMs: number,
  now: number,
): void {
  storage.setItem(key, JSON.stringify({ value, expires: now + ttlMs } satisfies Expiring));
}

export function readExpiring(storage: Pick<Storage, 'getItem'>, key: string, now: number): string | null {
  try {
    const entry = JSON.parse(storage.getItem(key) ?? 'null') as Expiring | null;
    return entry && typeof entry.value === 'string' && entry.expires > now ? entry.value : null;
  } catch {
    return null;
  }
}

/** A cookie's value from a `document.cookie` string. */
export function cookieValue(cookies: string, name: string): string | null {
  const entry = cookies.split('; ').find((c) => c.startsWith(`${name}=`));
  if (!entry) return null;
  try {
    return decodeURIComponent(entry.slice(name.length + 1));
  } catch {
    return null;
  }
}
