import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { OrderStatusChanged } from './apply-payment-state';
import type { PaymentProvider } from './provider';
import { PaymentReconciler } from './reconcile-payments';
import type { SandboxWebhookSender } from './sandbox-webhooks';

export interface PaymentWorkerDeps {
  db: Database;
  orderStatusChanged: OrderStatusChanged;
  provider: PaymentProvider;
  /** The sandbox's webhook sender (the provider's side), when the sandbox is the provider. */
  sandboxWebhooks?: SandboxWebhookSender;
  reconcileIntervalMs: number;
}

/**
 * While the api listens: the reconciler asks the provider about every payment still open at once (a restart
 * settles what a dead process left) and then every `reconcileIntervalMs`; the sandbox's sender delivers its
 * queued webhooks (an `inject`-only test app starts it with the first change instead). Both stop before the
 * database closes.
 */
export function runPaymentWorkers(app: FastifyInstance, deps: PaymentWorkerDeps): void {
  const reconciler = new PaymentReconciler(deps.db, deps.orderStatusChanged, deps.provider, {
    intervalMs: deps.reconcileIntervalMs,
    log: app.log,
  });
  app.addHook('onListen', async () => {
    deps.sandboxWebhooks?.start();
    reconciler.start();
  });
  app.addHook('preClose', async () => {
    await deps.sandboxWebhooks?.stop();
    await reconciler.stop();
  });
}
