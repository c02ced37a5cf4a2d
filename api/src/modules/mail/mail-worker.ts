import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import type { MailTransport } from './mail-transport';
import { type DueEmail, mailRepository } from './repository';

export interface MailWorkerOptions {
  /** Rows claimed per round. */
  batchSize?: number;
  /** How long a claim holds; a worker that died mid-send loses its rows to another after it. */
  leaseMs?: number;
  /** Pause between rounds when the last one found nothing to do. */
  pollMs?: number;
  /** First retry after this; doubles with every failed attempt ... */
  retryBaseMs?: number;
  /** ... up to this. An e-mail is retried until it is sent: nothing is dropped. */
  retryMaxMs?: number;
  /** Right-hand side of the Message-ID. */
  messageIdDomain?: string;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface RoundResult {
  sent: number;
  failed: number;
}

/** Delay before the next attempt after `attempts` failed ones: base, 2 base, 4 base ... capped. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

/**
 * Sends the e-mail outbox. Each round claims due rows in a short transaction (a lease: FOR UPDATE SKIP LOCKED,
 * so workers in several processes never claim the same row), sends them outside any transaction, and then
 * marks each sent, or due again after an exponential backoff when the SMTP server refused or was down.
 */
export class MailWorker {
  private readonly o: Required<Omit<MailWorkerOptions, 'log'>> & Pick<MailWorkerOptions, 'log'>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    options: MailWorkerOptions = {},
  ) {
    this.o = {
      batchSize: 20,
      leaseMs: 60_000,
      pollMs: 1000,
      retryBaseMs: 2000,
      retryMaxMs: 15 * 60_000,
      messageIdDomain: 'localhost',
      ...options,
    };
  }

  /** One round: claim, send, record. */
  async runOnce(): Promise<RoundResult> {
    const token = randomUUID();
    const due = await mailRepository.claimDue(this.db, token, this.o.batchSize, this.o.leaseMs);
    const result: RoundResult = { sent: 0, failed: 0 };
    for (const email of due) {
      if (await this.deliver(email, token)) result.sent += 1;
      else result.failed += 1;
    }
    return result;
  }

  /** Runs rounds until `stop`: straight on while there is work, every `pollMs` otherwise. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const loop = async (): Promise<void> => {
      if (this.stopped) return;
      let busy = false;
      try {
        const round = await this.runOnce();
        busy = round.sent + round.failed > 0;
      } catch (err) {
        // The database was unreachable: nothing was claimed, try again later.
        this.o.log?.warn({ err }, 'mail: round failed');
      }
      if (!this.stopped) this.timer = setTimeout(() => (this.running = loop()), busy ? 0 : this.o.pollMs);
    };
    this.running = loop();
  }

  /** Stops after the round under way (its e-mails are sent and recorded). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  private async deliver(email: DueEmail, token: string): Promise<boolean> {
    try {
      await this.transport.send({
        messageId: `<outbox-${email.id}@${this.o.messageIdDomain}>`,
        to: email.to_address,
        subject: email.subject,
        text: email.text_body,
        html: email.html_body,
      });
    } catch (err) {
      const delayMs = retryDelay(email.attempts, this.o.retryBaseMs, this.o.retryMaxMs);
      const message = err instanceof Error ? err.message : String(err);
      await mailRepository.markFailed(this.db, email.id, token, delayMs, message);
      this.o.log?.warn(
        { outboxId: email.id, template: email.template, attempts: email.attempts, retryInMs: delayMs, error: message },
        'mail: send failed, will retry',
      );
      return false;
    }
    await mailRepository.markSent(this.db, email.id, token);
    this.o.log?.info({ outboxId: email.id, template: email.template, attempts: email.attempts }, 'mail: sent');
    return true;
  }
}
