import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { EdgeConfig } from '../config';
import { createCanaryController } from './canary-controller';
import { createFieldHealthSource } from './field-health';

/**
 * Runs the automatic canary analysis in this edge when it can act: the api's ops token is configured, the interval
 * is not 0, and the release pointer is a folder this edge writes like the release command does (not a mirror of
 * RELEASES_URL, which the next poll would overwrite and no other edge would see). One log line says which.
 */
export function registerCanaryAnalysis(app: FastifyInstance, config: EdgeConfig): void {
  const settings = config.canaryAnalysis;
  const off = !settings.apiToken
    ? 'API_OPS_TOKEN is not set'
    : settings.intervalMs === 0
      ? 'CANARY_ANALYSIS_INTERVAL_MS=0'
      : config.releasesUrl
        ? 'releases come from RELEASES_URL (run it where the release command writes the pointer)'
        : null;
  if (off || !settings.apiToken) {
    app.log.info(`canary analysis off: ${off}`);
    return;
  }
  const controller = createCanaryController({
    // Ending a canary reads and writes only the pointer and the release log; rootDir is never read.
    release: { rootDir: path.dirname(config.releasesDir), releasesDir: config.releasesDir, shellDir: config.shellDir },
    source: createFieldHealthSource({
      apiUrl: config.apiUrl,
      token: settings.apiToken,
      timeoutMs: config.apiTimeoutMs,
    }),
    thresholds: settings.thresholds,
    windowMinutes: settings.windowMinutes,
    log: app.log,
  });
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    app.log.info(
      {
        canaryAnalysis: {
          intervalMs: settings.intervalMs,
          windowMinutes: settings.windowMinutes,
          ...settings.thresholds,
        },
      },
      'canary analysis on',
    );
    stop = controller.start(settings.intervalMs);
  });
  app.addHook('onClose', async () => stop?.());
}
