-- Checkout, orders, payments and shipments (issue 13, second half).

-- A cart remembers the country chosen at checkout (its shipping line follows it) and the checkout form as last
-- typed, with its errors, so a form posted before hydration comes back with nothing lost. A placed order
-- closes its cart: a closed cart is no longer found by its token.
ALTER TABLE carts ADD COLUMN country char(2);
ALTER TABLE carts ADD COLUMN checkout_draft jsonb;
ALTER TABLE carts ADD COLUMN closed_at timestamptz;

CREATE SEQUENCE order_number_seq START 100001;

CREATE TABLE orders (
  id uuid PRIMARY KEY,
  number text NOT NULL UNIQUE,
  -- Pay Now's idempotency key: the same key never makes two orders.
  idempotency_key text NOT NULL UNIQUE,
  cart_id uuid NOT NULL UNIQUE REFERENCES carts (id),
  storefront text NOT NULL,
  language text NOT NULL,
  currency text NOT NULL,
  email text NOT NULL,
  delivery_address jsonb NOT NULL,
  billing_address jsonb NOT NULL,
  country char(2) NOT NULL,
  shipping_method_id integer NOT NULL REFERENCES shipping_methods (id),
  carrier_key text NOT NULL REFERENCES carriers (key),
  min_days integer NOT NULL,
  max_days integer NOT NULL,
  delay_days integer NOT NULL,
  coupon text,
  subtotal integer NOT NULL,
  discount integer NOT NULL,
  shipping integer NOT NULL,
  total integer NOT NULL,
  -- failed | pending | processing | complete | shipment_sent (spec 4's transaction states)
  status text NOT NULL CHECK (status IN ('failed', 'pending', 'processing', 'complete', 'shipment_sent')),
  payment_method text NOT NULL,
  current_payment_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX orders_email ON orders (lower(email), created_at DESC);

CREATE TABLE order_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  pack_id integer NOT NULL,
  product_slug text NOT NULL,
  product_name text NOT NULL,
  seeds integer NOT NULL,
  free_seeds integer NOT NULL,
  quantity integer NOT NULL,
  unit_price integer NOT NULL,
  line_total integer NOT NULL
);
CREATE INDEX order_lines_order ON order_lines (order_id, id);

-- Our side of a payment: one row per attempt (a failure followed by "Complete Payment" makes a second).
CREATE TABLE payments (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_ref text NOT NULL,
  method text NOT NULL,
  -- open | pending | paid | failed | canceled | expired
  status text NOT NULL,
  -- The provider's sequence of the last status applied: an older event never overwrites a newer one.
  provider_sequence integer NOT NULL DEFAULT 0,
  amount integer NOT NULL,
  currency text NOT NULL,
  checkout_url text NOT NULL,
  instructions jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_ref)
);
CREATE INDEX payments_order ON payments (order_id, created_at);

-- Each provider event is applied once: its id is the key.
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  provider_ref text NOT NULL,
  status text NOT NULL,
  sequence integer NOT NULL,
  applied boolean NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- The sandbox provider's own books (what a hosted provider keeps on its side).
CREATE TABLE sandbox_payments (
  ref text PRIMARY KEY,
  method text NOT NULL,
  amount integer NOT NULL,
  currency text NOT NULL,
  description text NOT NULL,
  reference text NOT NULL,
  return_url text NOT NULL,
  status text NOT NULL,
  sequence integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shipments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  carrier_key text NOT NULL REFERENCES carriers (key),
  -- shipment_new | shipment_processing | shipment_shipped (spec 4's timeline)
  status text NOT NULL CHECK (status IN ('shipment_new', 'shipment_processing', 'shipment_shipped')),
  tracking_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  processing_at timestamptz,
  sent_at timestamptz
);
CREATE INDEX shipments_order ON shipments (order_id, id);

-- Order status lookups per client address and e-mail, for the rate limit (the database is the one shared store).
CREATE TABLE order_lookups (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_lookups_client ON order_lookups (client, created_at);
