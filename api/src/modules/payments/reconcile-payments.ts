import type { Database } from '../../db/database';
import { applyPaymentEvent, type OrderStatusChanged } from './apply-payment-state';
import type { PaymentProvider } from './provider';
import { paymentRepository } from './repository';

/** Payments older than this are no longer asked about (real providers expire open payments within days). */
const RECONCILE_WINDOW_DAYS = 30;

export interface ReconcileRound {
  /** Payments asked about. */
  checked: number;
  /** Of them, those whose news changed our payment (and perhaps its order). */
  applied: number;
  /** Those the provider could not answer for (asked again next round). */
  errors: number;
}

/**
 * Asks the provider about every payment still open or pending and applies what it says through the webhook's
 * own path (`applyPaymentEvent`), so a webhook lost with a crashed process, or never sent, cannot strand an
 * order. Payments checked less than `recheckAfterMs` before this round began are skipped: api instances on one
 * database share the work (each batch is claimed with FOR UPDATE SKIP LOCKED and stamped `checked_at`).
 */
export async function reconcilePayments(
  db: Database,
  orderStatusChanged: OrderStatusChanged,
  provider: PaymentProvider,
  { recheckAfterMs = 0, batchSize = 50 }: { recheckAfterMs?: number; batchSize?: number } = {},
): Promise<ReconcileRound> {
  const round: ReconcileRound = { checked: 0, applied: 0, errors: 0 };
  const startedAt = await paymentRepository.now(db);
  for (;;) {
    const batch = await paymentRepository.claimOpen(db, provider.name, {
      startedAt,
      recheckAfterMs,
      batchSize,
      windowDays: RECONCILE_WINDOW_DAYS,
    });
    for (const payment of batch) {
      round.checked += 1;
      try {
        const state = await provider.getPaymentState(payment.provider_ref);
        // Nothing new: the provider still says what we know.
        if (!state || state.sequence <= payment.provider_sequence || state.status === payment.status) continue;
        const eventId = `reconcile:${state.providerRef}:${state.sequence}`;
        if ((await applyPaymentEvent(db, orderStatusChanged, provider.name, { ...state, eventId })) === 'applied') {
          round.applied += 1;
        }
      } catch {
        round.errors += 1;
      }
    }
    if (batch.length < batchSize) return round;
  }
}

export interface PaymentReconcilerOptions {
  /** Between rounds (one also runs at start). */
  intervalMs: number;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** Runs `reconcilePayments` at once and then every `intervalMs` until `stop`. */
export class PaymentReconciler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly orderStatusChanged: OrderStatusChanged,
    private readonly provider: PaymentProvider,
    private readonly options: PaymentReconcilerOptions,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    // The first round asks about every open payment: whatever a previous process left is settled now.
    let recheckAfterMs = 0;
    const loop = async (): Promise<void> => {
      if (this.stopped) return;
      try {
        const round = await reconcilePayments(this.db, this.orderStatusChanged, this.provider, { recheckAfterMs });
        if (round.applied > 0 || round.errors > 0)
          this.options.log?.info({ reconciled: round }, 'payments: reconciled');
      } catch (err) {
        this.options.log?.warn({ err }, 'payments: reconciliation round failed');
      }
      // Later rounds leave what another instance asked about in the last half interval.
      recheckAfterMs = Math.floor(this.options.intervalMs / 2);
      if (this.stopped) return;
      this.timer = setTimeout(() => (this.running = loop()), this.options.intervalMs);
      this.timer.unref();
    };
    this.running = loop();
  }

  /** Stops after the round under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
