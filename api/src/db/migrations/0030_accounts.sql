-- Customer accounts (modules/accounts): customers with argon2id password hashes, database sessions behind an
-- opaque cookie token (only its SHA-256 stored), login failures for throttling, single-use password resets,
-- the address book, the Growers Profile and the wishlist. Everything owned is keyed by customer_id.
CREATE TABLE customers (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  display_name text NOT NULL DEFAULT '',
  first_name text NOT NULL,
  last_name text NOT NULL,
  date_of_birth date,
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'de', 'nl', 'fr')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customers_email ON customers (lower(email));

CREATE TABLE customer_sessions (
  token_hash text PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_sessions_customer ON customer_sessions (customer_id);

-- One row per failed login, by the address tried (lower case) and the client's IP; rows older than a minute
-- no longer count and are deleted as new failures come in.
CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email_key text NOT NULL,
  ip text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_email ON login_failures (email_key, failed_at);
CREATE INDEX login_failures_ip ON login_failures (ip, failed_at);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE customer_addresses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL,
  line1 text NOT NULL,
  line2 text NOT NULL DEFAULT '',
  city text NOT NULL,
  postal_code text NOT NULL,
  state text NOT NULL DEFAULT '',
  country text NOT NULL,
  default_shipping boolean NOT NULL DEFAULT false,
  default_billing boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id, id);
CREATE UNIQUE INDEX customer_addresses_one_shipping ON customer_addresses (customer_id) WHERE default_shipping;
CREATE UNIQUE INDEX customer_addresses_one_billing ON customer_addresses (customer_id) WHERE default_billing;

CREATE TABLE grower_profiles (
  customer_id uuid PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  growing_since integer,
  cultivation_method text,
  flowering_type text,
  favourite_strain_type text,
  favourite_product_ids integer[] NOT NULL DEFAULT '{}'
);

CREATE TABLE wishlist_items (
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, product_id)
);
