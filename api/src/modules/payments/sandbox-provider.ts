import { randomBytes } from 'node:crypto';
import { PAYMENT_SIGNATURE_HEADER } from '@storefront/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import type {
  BankInstructions,
  CreatePaymentInput,
  PaymentProvider,
  ProviderEvent,
  ProviderPaymentState,
  ProviderPaymentStatus,
  WebhookVerification,
} from './provider';
import { PROVIDER_PAYMENT_STATUSES, paymentKindOf } from './provider';
import { type SandboxRow, sandboxRepository } from './sandbox-repository';
import { verifyWebhookSignature } from './webhook-signature';

export const SANDBOX_HOSTED_PATH = '/api/sandbox/pay';

/** The sandbox bank account a transfer goes to; the reference is the order number. */
const SANDBOX_ACCOUNT = { accountHolder: 'Seed Storefront B.V.', iban: 'NL91 SBOX 0417 1643 00', bic: 'SBOXNL2A' };

export interface SandboxOptions {
  /** The database holding the sandbox's books (the provider's side; in a real deployment, its servers). */
  db: Queryable;
  secret: string;
  /** How long after a change its webhook is due; negative: never by itself (tests send their own). */
  webhookDelayMs: number;
  /** Sends every event a second time a little later, as real providers sometimes do (the shop applies it once). */
  duplicateWebhooks?: boolean;
  /** Called after a change queued a webhook (the sender wakes up rather than waiting for its next poll). */
  onWebhookQueued?: () => void;
}

/** The sandbox's events, as its webhooks carry them (checked even when signed: a bad one answers 400). */
const sandboxEventSchema = z.object({
  eventId: z.string().min(1).max(200),
  providerRef: z.string().min(1).max(200),
  status: z.enum(PROVIDER_PAYMENT_STATUSES),
  sequence: z.number().int().min(1).max(2_147_483_647),
  instructions: z
    .object({ accountHolder: z.string(), iban: z.string(), bic: z.string(), reference: z.string() })
    .nullable(),
});

/**
 * A payment provider that behaves like a hosted one, kept in this database (`sandbox_payments` are its books):
 * Pay Now leads to its hosted page (`/api/sandbox/pay/<ref>`), where the shopper makes a card payment succeed,
 * fail or stay open, or orders a bank transfer (pending until `settleTransfer`, the sandbox's "money arrived").
 * Every change queues its signed webhook in the same statement (`sandbox_webhook_deliveries`, due
 * `webhookDelayMs` later), which the sender (sandbox-webhooks.ts) delivers until the shop acknowledges it.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(private readonly options: SandboxOptions) {}

  async createPayment(tx: Queryable, input: CreatePaymentInput) {
    const ref = `sbx_${randomBytes(12).toString('hex')}`;
    await sandboxRepository.insertPayment(tx, {
      ref,
      method: input.method,
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      reference: input.reference,
      returnUrl: input.returnUrl,
    });
    return { providerRef: ref, checkoutUrl: `${SANDBOX_HOSTED_PATH}/${ref}` };
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookVerification {
    const header = headers[PAYMENT_SIGNATURE_HEADER];
    if (!verifyWebhookSignature(this.options.secret, rawBody, typeof header === 'string' ? header : undefined)) {
      return { kind: 'bad-signature' };
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return { kind: 'malformed', issues: [{ path: 'body', message: 'The event is not JSON.' }] };
    }
    const parsed = sandboxEventSchema.safeParse(json);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'body', message: i.message }));
      return { kind: 'malformed', issues };
    }
    return { kind: 'event', event: parsed.data };
  }

  async getPaymentState(providerRef: string): Promise<ProviderPaymentState | null> {
    const row = await this.find(this.options.db, providerRef);
    return row ? this.stateOf(row) : null;
  }

  find(db: Queryable, ref: string): Promise<SandboxRow | undefined> {
    return sandboxRepository.find(db, ref);
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
    const ref = await sandboxRepository.latestPendingRef(db, reference);
    return ref ? this.change(db, ref, 'paid', 'pending') : null;
  }

  /**
   * Moves an open or pending payment on, and queues its webhook in the same statement: a crash leaves either
   * both or neither. The sequence read before is part of the condition, so two concurrent changes make one.
   */
  private async change(db: Queryable, ref: string, status: ProviderPaymentStatus, from: ProviderPaymentStatus) {
    const before = await this.find(db, ref);
    if (!before || before.status !== from) return before ?? null;
    const after: SandboxRow = { ...before, status, sequence: before.sequence + 1 };
    const event: ProviderEvent = { eventId: `evt_${ref}_${after.sequence}`, ...this.stateOf(after) };
    const { webhookDelayMs, duplicateWebhooks } = this.options;
    const delays =
      webhookDelayMs < 0
        ? []
        : duplicateWebhooks
          ? [webhookDelayMs, Math.max(webhookDelayMs, 100) * 3]
          : [webhookDelayMs];
    const changed = await sandboxRepository.change(db, {
      ref,
      status,
      from,
      sequence: before.sequence,
      eventId: event.eventId,
      body: JSON.stringify(event),
      delaysMs: delays,
    });
    if (changed && delays.length > 0) this.options.onWebhookQueued?.();
    return changed ?? (await this.find(db, ref)) ?? null;
  }

  private stateOf(row: SandboxRow): ProviderPaymentState {
    const instructions: BankInstructions | null =
      row.status === 'pending' ? { ...SANDBOX_ACCOUNT, reference: row.reference } : null;
    return { providerRef: row.ref, status: row.status, sequence: row.sequence, instructions };
  }
}
