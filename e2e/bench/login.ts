/**
 * Login under load (the bench's login figure): one account signed up, then `logins` logins of it, `concurrency`
 * at a time, straight to the api. Each is a whole login: the throttle check, the argon2id verification at the
 * api's cost (m = 19456 KiB, t = 2, p = 1), a new session row and its cookie.
 */
export interface LoginFigures {
  logins: number;
  loginsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function measureLogin(
  apiUrl: string,
  log: (line: string) => void,
  logins = 200,
  concurrency = 10,
): Promise<LoginFigures> {
  const email = `bench-login-${Date.now()}@example.com`;
  const password = 'bench-password-1';
  const signup = await fetch(`${apiUrl}/api/account/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Ada', lastName: 'Grower' }),
  });
  if (signup.status !== 202) throw new Error(`sign-up answered ${signup.status}`);
  log(`  login: ${logins} logins, ${concurrency} at a time ...`);
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < logins) {
        next += 1;
        const t0 = performance.now();
        const response = await fetch(`${apiUrl}/api/account/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!response.ok) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    logins,
    loginsPerSecond: Math.round((logins / seconds) * 10) / 10,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    failures,
  };
}

/** A logged-in visitor's cookie (for Lighthouse on /account). */
export async function sessionCookie(apiUrl: string): Promise<string> {
  const email = `bench-account-${Date.now()}@example.com`;
  const password = 'bench-password-1';
  await fetch(`${apiUrl}/api/account/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Ada', lastName: 'Grower' }),
  });
  const response = await fetch(`${apiUrl}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('sf_session='));
  if (!response.ok || !cookie) throw new Error(`login answered ${response.status}`);
  return cookie;
}
