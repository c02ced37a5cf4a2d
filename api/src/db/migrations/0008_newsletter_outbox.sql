-- E-mail outbox (modules/mail): an e-mail is a row written in the same transaction as what causes it, so it
-- is sent exactly when that commits; a mail worker sends unsent rows later and sets sent_at. Nothing here sends.
CREATE TABLE email_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  -- The template that wrote it (`newsletter-welcome` ...), for the worker's logs and for tests.
  template text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX email_outbox_unsent ON email_outbox (id) WHERE sent_at IS NULL;
CREATE INDEX email_outbox_to ON email_outbox (lower(to_address), id DESC);

-- Newsletter signups (spec 3): one per address, compared case-insensitively.
CREATE TABLE newsletter_subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  storefront text NOT NULL CHECK (storefront IN ('en', 'de', 'au', 'ca', 'uk', 'nz', 'us')),
  language text NOT NULL CHECK (language IN ('en', 'de', 'nl', 'fr')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_subscriptions_email ON newsletter_subscriptions (lower(email));
