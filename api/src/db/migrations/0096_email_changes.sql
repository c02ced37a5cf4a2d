-- Changing an account's e-mail address (modules/accounts/email-change.ts): the new address is taken only once
-- the link mailed to it is opened. One row per request: only the SHA-256 of the link's token is stored; the
-- link works once, until expires_at; a newer request, a confirmation or a reset ends the account's others.
CREATE TABLE email_changes (
  token_hash text PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  -- The language and storefront of the request: the confirmation page and its link back speak them.
  language text NOT NULL CHECK (language IN ('en', 'de', 'nl', 'fr')),
  storefront text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_changes_customer ON email_changes (customer_id) WHERE used_at IS NULL;
