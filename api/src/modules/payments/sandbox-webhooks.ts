import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { retryDelay } from '../mail/mail-worker';
import { type DueWebhook, sandboxRepository } from './sandbox-repository';
import { signWebhook } from './webhook-signature';

export interface SandboxWebhookSenderOptions {
  /** Signs each webhook when it is sent. */
  secret: string;
  /** Posts a signed webhook to the shop; answers the HTTP status (a throw counts as no answer). */
  deliver: (body: string, signature: string) => Promise<number>;
  /** First retry after this; doubles with every failed attempt ... */
  retryBaseMs: number;
  /** ... up to this. */
  retryMaxMs?: number;
  /** How long a claim holds: a sender that died mid-send loses its rows to another after it. */
  leaseMs?: number;
  /** Pause between rounds with nothing due (rows queued by another api instance are seen this late). */
  pollMs?: number;
  batchSize?: number;
  /** A webhook not acknowledged this long after its change is given up (Stripe: 3 days); the reconciler remains. */
  giveUpAfterMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

export interface SendRound {
  delivered: number;
  failed: number;
  /** Time until the next queued webhook is due; null when none waits. */
  nextDueMs: number | null;
}

/**
 * The sandbox's webhook sender, on the provider's side: delivers `sandbox_webhook_deliveries` until the shop
 * answers 2xx. Each round claims due rows (FOR UPDATE SKIP LOCKED plus a lease, as the mail worker does), so
 * api instances on one database never send a row at the same moment; the shop applies an event once anyway.
 * A failure (the shop answered 5xx or 4xx, or was down) makes the row due again after an exponential backoff.
 */
export class SandboxWebhookSender {
  private readonly o: Required<Omit<SandboxWebhookSenderOptions, 'log'>> & Pick<SandboxWebhookSenderOptions, 'log'>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private state: 'idle' | 'running' | 'stopped' = 'idle';
  private wokenMidRound = false;

  constructor(
    private readonly db: Database,
    options: SandboxWebhookSenderOptions,
  ) {
    this.o = {
      retryMaxMs: 10 * 60_000,
      leaseMs: 10_000,
      pollMs: 1000,
      batchSize: 20,
      giveUpAfterMs: 3 * 86_400_000,
      ...options,
    };
  }

  /** One round: claim what is due, send it, record each answer. */
  async runOnce(): Promise<SendRound> {
    const token = randomUUID();
    const due = await sandboxRepository.claimDue(
      this.db,
      token,
      this.o.batchSize,
      this.o.leaseMs,
      this.o.giveUpAfterMs,
    );
    const round: SendRound = { delivered: 0, failed: 0, nextDueMs: null };
    for (const webhook of due.sort((a, b) => Number(a.id) - Number(b.id))) {
      if (await this.send(webhook, token)) round.delivered += 1;
      else round.failed += 1;
    }
    const ms = await sandboxRepository.nextDueMs(this.db, this.o.giveUpAfterMs);
    // null when nothing waits (the loop then polls); a row already due counts as 0.
    round.nextDueMs = ms === null ? null : Math.max(0, ms);
    return round;
  }

  /**
   * Runs rounds until `stop`: straight on while there is work, else until the next queued webhook is due, at
   * most `pollMs` later. Called when the api listens (a restarted api picks up what a dead one queued).
   */
  start(): void {
    if (this.state !== 'idle') return;
    this.state = 'running';
    this.running = this.loop();
  }

  /** A change queued a webhook: send it when due rather than at the next poll (starts the sender if idle). */
  wake(): void {
    if (this.state === 'stopped') return;
    if (this.state === 'idle') return this.start();
    // Asleep: wake now (the round sees the new row and sleeps until it is due). Mid-round: go round again.
    if (this.timer) this.schedule(0);
    else this.wokenMidRound = true;
  }

  /** Stops after the round under way (its answers are recorded). */
  async stop(): Promise<void> {
    this.state = 'stopped';
    clearTimeout(this.timer);
    await this.running;
  }

  private async loop(): Promise<void> {
    if (this.state !== 'running') return;
    this.wokenMidRound = false;
    let waitMs = this.o.pollMs;
    try {
      const round = await this.runOnce();
      if (round.delivered + round.failed > 0 || this.wokenMidRound) waitMs = 0;
      else if (round.nextDueMs !== null) waitMs = Math.min(this.o.pollMs, Math.ceil(round.nextDueMs));
    } catch (err) {
      // The database was unreachable: nothing was claimed, try again later.
      this.o.log?.warn({ err }, 'sandbox webhooks: round failed');
    }
    if (this.state === 'running') this.schedule(waitMs);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.loop();
    }, ms);
    // A test app someone forgot to close must not keep the process alive; a listening server does anyway.
    this.timer.unref();
  }

  private async send(webhook: DueWebhook, token: string): Promise<boolean> {
    let status = 0;
    let error: string | null = null;
    try {
      status = await this.o.deliver(webhook.body, signWebhook(this.o.secret, webhook.body));
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    if (status >= 200 && status < 300) {
      await sandboxRepository.markDelivered(this.db, webhook.id, token, status);
      return true;
    }
    const delayMs = retryDelay(webhook.attempts, this.o.retryBaseMs, this.o.retryMaxMs);
    const reason = error?.slice(0, 1000) ?? `HTTP ${status}`;
    await sandboxRepository.markFailed(this.db, webhook.id, token, status, reason, Math.trunc(delayMs));
    this.o.log?.warn(
      { eventId: webhook.event_id, attempts: webhook.attempts, status, retryInMs: delayMs },
      'sandbox webhooks: not acknowledged, will retry',
    );
    return false;
  }
}
