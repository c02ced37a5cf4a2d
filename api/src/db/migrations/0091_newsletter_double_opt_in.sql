-- Newsletter double opt-in (issue 18): a subscription counts for marketing mail (the welcome e-mail with the
-- 10% code included) only once its address confirmed it through the signed link of the confirmation e-mail.
-- confirmation_sent_at throttles re-sending that e-mail on repeated sign-ups.
ALTER TABLE newsletter_subscriptions
  ADD COLUMN confirmed_at timestamptz,
  ADD COLUMN confirmation_sent_at timestamptz;
-- Subscriptions made before double opt-in existed already received their welcome e-mail and code: they stay
-- subscribed as they were (no second code on a later confirmation).
UPDATE newsletter_subscriptions SET confirmed_at = created_at, confirmation_sent_at = created_at;
-- The housekeeping purge looks for old unconfirmed sign-ups.
CREATE INDEX newsletter_subscriptions_unconfirmed ON newsletter_subscriptions (created_at) WHERE confirmed_at IS NULL;
