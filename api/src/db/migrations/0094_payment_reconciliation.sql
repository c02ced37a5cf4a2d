-- No payment is stranded: the provider's webhooks survive a crash, the shop asks about what stays open, and an
-- order's e-mails are written once however often its state is reported.

-- The sandbox provider's side (beside its books, `sandbox_payments`): each webhook it owes the shop, kept until
-- the shop acknowledges it with a 2xx, retried with exponential backoff, as hosted providers do. A sender claims
-- due rows for a while (a lease, FOR UPDATE SKIP LOCKED), so api instances on one database do not send the same
-- row at once; a sender that dies mid-send leaves a lease that expires. The body is the event as it was when the
-- payment changed; it is signed when sent (the signature carries the time of sending).
CREATE TABLE sandbox_webhook_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ref text NOT NULL REFERENCES sandbox_payments (ref) ON DELETE CASCADE,
  event_id text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  claim_token uuid,
  claimed_until timestamptz,
  delivered_at timestamptz,
  -- The shop's HTTP status at the last attempt (0: no answer).
  last_status integer,
  last_error text
);
CREATE INDEX sandbox_webhook_deliveries_due ON sandbox_webhook_deliveries (next_attempt_at, id)
  WHERE delivered_at IS NULL;
CREATE INDEX sandbox_webhook_deliveries_ref ON sandbox_webhook_deliveries (ref);

-- The shop's side: when the reconciler last asked the provider about a payment still open or pending.
ALTER TABLE payments ADD COLUMN checked_at timestamptz;
CREATE INDEX payments_unsettled ON payments (provider, checked_at NULLS FIRST, created_at)
  WHERE status IN ('open', 'pending');

-- Each order e-mail once: the confirmation once per order, a pending or failed notice once per payment, the
-- dispatch e-mail once per shipment. The row is written in the transaction that puts the e-mail in the outbox.
CREATE TABLE order_notifications (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- `order-confirmation`, `payment-pending:<payment id>`, `payment-failed:<payment id>`, `shipment-dispatched:<id>`
  key text NOT NULL,
  outbox_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, key)
);
