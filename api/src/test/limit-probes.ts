import type { Database } from '../db/database';
import type { TestApp } from './test-app';
import { apiPaths } from '@storefront/shared-contracts';

/** Headers of a request the edge forwards for the client at `ip`. */
export const via = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });

/** A newsletter sign-up the edge forwards for the client at `ip`. */
export const newsletterSignup = (t: TestApp, ip: string, email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.newsletter(),
    headers: via(ip, headers),
    payload: { email, iso: 'en-en' },
  });

export const aReviewId = async (db: Pick<Database, 'query'>) =>
  (await db.query<{ id: number }>('SELECT id FROM reviews ORDER BY id LIMIT 1')).rows[0]!.id;
