import type { Queryable } from '../../db/database';

/** A provider's payment states; ours follow them (`payments.status`). */
export const PROVIDER_PAYMENT_STATUSES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

/** Open and pending payments may still change at the provider; the others are final. */
export const UNSETTLED_PAYMENT_STATUSES: readonly ProviderPaymentStatus[] = ['open', 'pending'];

export interface BankInstructions {
  accountHolder: string;
  iban: string;
  bic: string;
  reference: string;
}

export interface CreatePaymentInput {
  /** Our payment id (`payments.id`). */
  paymentId: string;
  method: string;
  kind: 'card' | 'transfer';
  amount: number;
  currency: string;
  description: string;
  /** What the shopper quotes on a transfer: the order number. */
  reference: string;
  /** Where the hosted page sends the shopper back (our order overview). */
  returnUrl: string;
}

/** What a provider says about one payment, from a webhook or when asked. */
export interface ProviderPaymentState {
  providerRef: string;
  status: ProviderPaymentStatus;
  /** Increases with every change at the provider: an older state never overwrites a newer one. */
  sequence: number;
  instructions: BankInstructions | null;
}

export interface ProviderEvent extends ProviderPaymentState {
  /** Unique per event: a redelivered event has the same id and is applied once. */
  eventId: string;
}

/**
 * What a webhook turned out to be: an event, a signature that does not hold (the route answers 401), or a signed
 * body that is no event we know, e.g. an unknown status (400 with the issues).
 */
export type WebhookVerification =
  | { kind: 'event'; event: ProviderEvent }
  | { kind: 'bad-signature' }
  | { kind: 'malformed'; issues: { path: string; message: string }[] };

/**
 * The seam where a payment provider plugs in (see api/README.md, "Payments"). The sandbox implements it; a real
 * provider (Mollie, Stripe) implements the same three calls with its SDK: create a hosted checkout, verify and
 * read a webhook, and read a payment's state (the reconciler asks about payments still open).
 */
export interface PaymentProvider {
  readonly name: string;
  /**
   * Creates the payment at the provider and answers its hosted page. Runs in the order's transaction: the
   * sandbox writes its books there; a real provider makes its HTTP call here (its idempotency key = paymentId).
   */
  createPayment(tx: Queryable, input: CreatePaymentInput): Promise<{ providerRef: string; checkoutUrl: string }>;
  /** Checks a webhook's signature over the raw body and reads its event. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookVerification;
  /** The payment's state now, as the provider has it (null: it does not know the reference). */
  getPaymentState(providerRef: string): Promise<ProviderPaymentState | null>;
}

/** Method codes paid by transfer (pending with instructions); every other method is card-like. */
const TRANSFER_METHODS = new Set(['bank_transfer', 'payid', 'interac', 'ach']);
export const paymentKindOf = (code: string): 'card' | 'transfer' => (TRANSFER_METHODS.has(code) ? 'transfer' : 'card');
