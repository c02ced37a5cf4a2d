import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiErrorSchema } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { type TestDatabase, createTestDatabase } from './test-database';

/** Database start-up (PGlite load or PostgreSQL create + seed) needs more than jest's 5 s default. */
export const SETUP_TIMEOUT = 120_000;

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  /** Another app on the same database, e.g. with other config. */
  withConfig(config: Partial<Config>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * The api on its own test database, with an empty temp DATA_DIR and no catalogue cache delay. `options`
 * reach `buildApp` of the first app (a log stream, a route observer, closing the database with the app).
 */
export async function startTestApp(
  config: Partial<Config> = {},
  options: Omit<BuildAppOptions, 'config' | 'db'> = {},
): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-api-data-'));
  const apps: FastifyInstance[] = [];
  const build = async (extra: Partial<Config>, appOptions: Omit<BuildAppOptions, 'config' | 'db'> = {}) => {
    const app = await buildApp({
      ...appOptions,
      db: database.db,
      config: {
        dataDir,
        logLevel: 'silent',
        catalogVersionCheckMs: 0,
        maxSeedsPerCart: 100,
        cookieSecure: false,
        // A developer's SMTP_URL must not make test apps send mail.
        smtpUrl: undefined,
        // Suites make many carts and votes from one address; the limits' own tests set 1.
        rateLimitFactor: 1000,
        ...config,
        ...extra,
      },
    });
    apps.push(app);
    return app;
  };
  const app = await build({}, options);
  return {
    app,
    db: database.db,
    dataDir,
    withConfig: (extra) => build(extra),
    async close() {
      for (const a of apps) await a.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Parses an error body against the shared contract and returns it. */
export function errorOf(response: LightMyRequestResponse) {
  return apiErrorSchema.parse(response.json());
}

/** Asserts a 4xx in the api's error shape (and its code, when given) and returns the error. */
export function expectClientError(response: LightMyRequestResponse, status: number, code?: string) {
  expect(response.statusCode).toBe(status);
  const body = errorOf(response);
  if (code) expect(body.code).toBe(code);
  return body;
}
