import { randomBytes } from 'node:crypto';
import { PAYMENT_SIGNATURE_HEADER } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import type {
  BankInstructions,
  CreatePaymentInput,
  PaymentProvider,
  ProviderEvent,
  ProviderPaymentState,
  ProviderPaymentStatus,
} from './provider';
import { paymentKindOf } from './provider';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';

export const SANDBOX_HOSTED_PATH = '/api/sandbox/pay';

/** The sandbox bank account a transfer goes to; the reference is the order number. */
const SANDBOX_ACCOUNT = { accountHolder: 'Seed Storefront B.V.', iban: 'NL91 SBOX 0417 1643 00', bic: 'SBOXNL2A' };

interface SandboxRow {
  ref: string;
  method: string;
  amount: number;
  currency: string;
  description: string;
  reference: string;
  return_url: string;
  status: ProviderPaymentStatus;
  sequence: number;
}

export interface SandboxOptions {
  secret: string;
  /** Sends a signed webhook to the shop (in the app: through its own HTTP handler). Answers the HTTP status. */
  deliver: (body: string, signature: string) => Promise<number>;
  /** How long after a change its webhook leaves; negative: never by itself (tests send their own). */
  webhookDelayMs: number;
  /** Sends every event a second time a little later, as real providers sometimes do (the shop applies it once). */
  duplicateWebhooks?: boolean;
}

/**
 * A payment provider that behaves like a hosted one, kept in this database (`sandbox_payments` are its books):
 * Pay Now leads to its hosted page (`/api/sandbox/pay/<ref>`), where the shopper makes a card payment succeed,
 * fail or stay open, or orders a bank transfer (pending until `settleTransfer`, the sandbox's "money arrived").
 * Every change is reported by a signed webhook, sent after `webhookDelayMs`, retried with backoff.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly options: SandboxOptions) {}

  async createPayment(tx: Queryable, input: CreatePaymentInput) {
    const ref = `sbx_${randomBytes(12).toString('hex')}`;
    await tx.query(
      `INSERT INTO sandbox_payments (ref, method, amount, currency, description, reference, return_url, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'open')`,
      [ref, input.method, input.amount, input.currency, input.description, input.reference, input.returnUrl],
    );
    return { providerRef: ref, checkoutUrl: `${SANDBOX_HOSTED_PATH}/${ref}` };
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent | null {
    const header = headers[PAYMENT_SIGNATURE_HEADER];
    if (!verifyWebhookSignature(this.options.secret, rawBody, typeof header === 'string' ? header : undefined)) {
      return null;
    }
    try {
      const event = JSON.parse(rawBody) as ProviderEvent;
      return typeof event.eventId === 'string' && typeof event.providerRef === 'string' ? event : null;
    } catch {
      return null;
    }
  }

  async fetchPayment(db: Queryable, providerRef: string): Promise<ProviderPaymentState | null> {
    const row = await this.find(db, providerRef);
    return row ? this.stateOf(row) : null;
  }

  async find(db: Queryable, ref: string): Promise<SandboxRow | undefined> {
    const { rows } = await db.query<SandboxRow>('SELECT * FROM sandbox_payments WHERE ref = $1', [ref]);
    return rows[0];
  }

  /**
   * The shopper's choice on the hosted page. Only an open payment changes (a second click changes nothing);
   * answers the payment after it.
   */
  async act(db: Queryable, ref: string, action: 'pay' | 'fail' | 'transfer' | 'cancel'): Promise<SandboxRow | null> {
    const next: Record<typeof action, ProviderPaymentStatus> = {
      pay: 'paid',
      fail: 'failed',
      transfer: 'pending',
      cancel: 'canceled',
    };
    const row = await this.find(db, ref);
    if (!row) return null;
    const allowed = paymentKindOf(row.method) === 'transfer' ? ['transfer', 'cancel'] : ['pay', 'fail'];
    if (row.status !== 'open' || !allowed.includes(action)) return row;
    return this.change(db, ref, next[action], 'open');
  }

  /** The bank received the transfer quoting `reference`: its pending payment is paid. */
  async settleTransfer(db: Queryable, reference: string): Promise<SandboxRow | null> {
    const { rows } = await db.query<{ ref: string }>(
      `SELECT ref FROM sandbox_payments WHERE reference = $1 AND status = 'pending' ORDER BY created_at DESC LIMIT 1`,
      [reference],
    );
    return rows[0] ? this.change(db, rows[0].ref, 'paid', 'pending') : null;
  }

  /** Sends the payment's current state as a signed webhook (also used to redeliver). */
  eventFor(row: SandboxRow): { body: string; signature: string } {
    const event: ProviderEvent = { eventId: `evt_${row.ref}_${row.sequence}`, ...this.stateOf(row) };
    const body = JSON.stringify(event);
    return { body, signature: signWebhook(this.options.secret, body) };
  }

  /** Stops pending deliveries (the app is closing). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async change(db: Queryable, ref: string, status: ProviderPaymentStatus, from: ProviderPaymentStatus) {
    const { rows } = await db.query<SandboxRow>(
      `UPDATE sandbox_payments SET status = $2, sequence = sequence + 1 WHERE ref = $1 AND status = $3 RETURNING *`,
      [ref, status, from],
    );
    const row = rows[0];
    if (row) this.scheduleWebhook(row, 0);
    return row ?? (await this.find(db, ref)) ?? null;
  }

  private scheduleWebhook(row: SandboxRow, attempt: number, duplicate = false): void {
    if (this.options.webhookDelayMs < 0 || attempt > 5) return;
    if (duplicate) {
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          const { body, signature } = this.eventFor(row);
          void this.options.deliver(body, signature).catch(() => 0);
        },
        Math.max(this.options.webhookDelayMs, 100) * 3,
      );
      timer.unref();
      this.timers.add(timer);
      return;
    }
    const delay =
      attempt === 0 ? this.options.webhookDelayMs : Math.max(this.options.webhookDelayMs, 100) * 2 ** attempt;
    const timer = setTimeout(async () => {
      this.timers.delete(timer);
      const { body, signature } = this.eventFor(row);
      const status = await this.options.deliver(body, signature).catch(() => 0);
      if (status < 200 || status >= 300) this.scheduleWebhook(row, attempt + 1);
      else if (attempt === 0 && this.options.duplicateWebhooks) this.scheduleWebhook(row, 1, true);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  private stateOf(row: SandboxRow): ProviderPaymentState {
    const instructions: BankInstructions | null =
      row.status === 'pending' ? { ...SANDBOX_ACCOUNT, reference: row.reference } : null;
    return { providerRef: row.ref, status: row.status, sequence: row.sequence, instructions };
  }
}
