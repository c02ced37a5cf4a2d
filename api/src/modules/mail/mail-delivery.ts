import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { domainOf, smtpTransport } from './mail-transport';
import { MailWorker } from './mail-worker';

/**
 * Runs the mail worker while the api listens (never for `inject`-only test apps), when SMTP_URL is set. Without
 * it e-mails wait in the outbox and go out once an api with SMTP_URL runs.
 */
export function startMailDelivery(app: FastifyInstance, db: Database, config: Config): void {
  let worker: MailWorker | undefined;
  app.addHook('onListen', async () => {
    if (!config.smtpUrl) {
      app.log.warn('mail: SMTP_URL is not set, e-mails stay in the outbox');
      return;
    }
    worker = new MailWorker(db, smtpTransport(config.smtpUrl, config.mailFrom), {
      pollMs: config.mailPollMs,
      retryBaseMs: config.mailRetryBaseMs,
      retryMaxMs: config.mailRetryMaxMs,
      leaseMs: config.mailLeaseMs,
      messageIdDomain: domainOf(config.mailFrom),
      log: app.log,
    });
    worker.start();
    app.log.info({ smtp: new URL(config.smtpUrl).host }, 'mail: worker started');
  });
  // Before the database closes: the round under way finishes and records what it sent.
  app.addHook('preClose', async () => {
    await worker?.stop();
  });
}
