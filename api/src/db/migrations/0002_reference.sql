-- Reference data read by settings (countries, carriers, payment options, blog categories, route rules)
-- and kept for the coupon and checkout issues (coupons, shipping methods).

CREATE TABLE countries (
  id integer PRIMARY KEY,
  iso char(2) NOT NULL UNIQUE,
  name text NOT NULL,
  storefront text NOT NULL CHECK (storefront IN ('en', 'de', 'au', 'ca', 'uk', 'nz', 'us')),
  position integer NOT NULL,
  -- Carrier info shown per country: transit business days, handling delay, free shipping threshold in the
  -- storefront currency's minor units (0 = shipping is always free).
  min_days integer NOT NULL CHECK (min_days >= 0),
  max_days integer NOT NULL CHECK (max_days >= min_days),
  delay_days integer NOT NULL CHECK (delay_days >= 0),
  free_from integer NOT NULL CHECK (free_from >= 0)
);
CREATE INDEX countries_storefront ON countries (storefront, position);

CREATE TABLE carriers (
  key text PRIMARY KEY,
  label text NOT NULL,
  tracked boolean NOT NULL
);

CREATE TABLE shipping_methods (
  id integer PRIMARY KEY,
  country_id integer NOT NULL REFERENCES countries (id) ON DELETE CASCADE,
  carrier_key text NOT NULL REFERENCES carriers (key),
  price integer NOT NULL CHECK (price >= 0),
  min_days integer NOT NULL,
  max_days integer NOT NULL,
  UNIQUE (country_id, carrier_key)
);

CREATE TABLE payment_options (
  id integer PRIMARY KEY,
  storefront text NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  -- ISO countries where the method is offered; empty = every country of the storefront.
  countries text[] NOT NULL DEFAULT '{}',
  position integer NOT NULL,
  UNIQUE (storefront, code)
);

CREATE TABLE post_categories (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  position integer NOT NULL
);

CREATE TABLE coupons (
  code text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  -- percent: whole percent; fixed: minor units of `currency`.
  value integer NOT NULL CHECK (value > 0),
  currency text,
  min_subtotal integer,
  active boolean NOT NULL DEFAULT true,
  valid_until date,
  description text NOT NULL,
  CHECK (kind = 'percent' OR currency IS NOT NULL)
);

CREATE TABLE route_rules (
  id integer PRIMARY KEY,
  from_path text NOT NULL UNIQUE CHECK (from_path LIKE '/%'),
  to_path text NOT NULL,
  status integer NOT NULL CHECK (status IN (301, 302, 307, 308)),
  position integer NOT NULL
);

CREATE TRIGGER countries_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER payment_options_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_options FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER post_categories_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON post_categories FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER route_rules_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON route_rules FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
