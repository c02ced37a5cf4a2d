-- Mail delivery (modules/mail/mail-worker.ts): the worker claims unsent rows for a while (a lease, in a short
-- transaction with FOR UPDATE SKIP LOCKED), sends them outside the transaction, then sets sent_at; a failure
-- puts the row back with an exponential backoff. A worker that dies mid-send leaves a lease that expires.
ALTER TABLE email_outbox
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN claim_token uuid,
  ADD COLUMN claimed_until timestamptz,
  ADD COLUMN last_error text;

DROP INDEX email_outbox_unsent;
CREATE INDEX email_outbox_due ON email_outbox (next_attempt_at, id) WHERE sent_at IS NULL;
