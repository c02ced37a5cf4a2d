-- Catalogue: strains sold as products (one per flowering type), seed packs with a price per currency,
-- collections, reviews and FAQ entries. Money is integer minor units.

CREATE TABLE strains (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE,
  is_landrace boolean NOT NULL DEFAULT false,
  -- Base hue (0-359) of the strain's generated product image.
  image_hue integer NOT NULL CHECK (image_hue BETWEEN 0 AND 359)
);

CREATE TABLE products (
  id integer PRIMARY KEY,
  strain_id integer NOT NULL REFERENCES strains (id),
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL,
  flowering_type text NOT NULL CHECK (flowering_type IN ('photoperiod', 'autoflower')),
  gender text NOT NULL CHECK (gender IN ('feminized', 'regular')),
  genetics text NOT NULL CHECK (genetics IN ('indica', 'mostly_indica', 'hybrid', 'mostly_sativa', 'sativa')),
  ratio text NOT NULL,
  difficulty text NOT NULL CHECK (difficulty IN ('beginner', 'advanced', 'expert')),
  thc_level text NOT NULL CHECK (thc_level IN ('low', 'medium', 'high')),
  -- Contents in tenths of a percent (215 = 21.5 %); the level is derived from them and they order the thc/cbd sorts.
  thc_content integer NOT NULL CHECK (thc_content >= 0),
  cbd_level text NOT NULL CHECK (cbd_level IN ('low', 'medium', 'high')),
  cbd_content integer NOT NULL CHECK (cbd_content >= 0),
  cbg_level text NOT NULL CHECK (cbg_level IN ('low', 'medium', 'high')),
  -- Grams: indoor per square metre, outdoor per plant; yield_overall is the headline "Up to" figure.
  yield_overall integer NOT NULL CHECK (yield_overall > 0),
  yield_indoor integer NOT NULL CHECK (yield_indoor > 0),
  yield_outdoor integer NOT NULL CHECK (yield_outdoor > 0),
  -- Centimetres.
  height_min integer NOT NULL,
  height_max integer NOT NULL,
  height_indoor_min integer NOT NULL,
  height_indoor_max integer NOT NULL,
  height_outdoor_min integer NOT NULL,
  height_outdoor_max integer NOT NULL,
  flowering_days_min integer NOT NULL,
  flowering_days_max integer NOT NULL CHECK (flowering_days_max >= flowering_days_min),
  climates text[] NOT NULL CHECK (cardinality(climates) > 0),
  flavors text[] NOT NULL,
  terpenes text[] NOT NULL,
  effects text[] NOT NULL,
  lineage text[] NOT NULL,
  -- Orders sold: the popularity sort and the best-sellers collection.
  sales_count integer NOT NULL DEFAULT 0,
  rating_avg double precision NOT NULL DEFAULT 0,
  review_count integer NOT NULL DEFAULT 0,
  released_on date NOT NULL,
  -- The alternative version of a product is the same strain's other flowering type.
  UNIQUE (strain_id, flowering_type)
);

CREATE TABLE seed_packs (
  id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  seeds integer NOT NULL CHECK (seeds > 0),
  free_seeds integer NOT NULL DEFAULT 0 CHECK (free_seeds >= 0),
  UNIQUE (product_id, seeds)
);
CREATE INDEX seed_packs_product ON seed_packs (product_id);

CREATE TABLE pack_prices (
  pack_id integer NOT NULL REFERENCES seed_packs (id) ON DELETE CASCADE,
  currency text NOT NULL CHECK (currency IN ('EUR', 'GBP', 'AUD', 'CAD', 'NZD', 'USD')),
  amount integer NOT NULL CHECK (amount > 0),
  PRIMARY KEY (pack_id, currency)
);

-- "From" price of a product: its smallest pack, per currency.
CREATE VIEW product_from_prices AS
SELECT DISTINCT ON (sp.product_id, pp.currency) sp.product_id, pp.currency, pp.amount
FROM seed_packs sp
JOIN pack_prices pp ON pp.pack_id = sp.id
ORDER BY sp.product_id, pp.currency, sp.seeds, pp.amount;

CREATE TABLE collections (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL,
  icon text,
  position integer NOT NULL
);

-- Membership is computed from each collection's rule (see modules/catalog/collection-rules.ts).
CREATE TABLE collection_products (
  collection_id integer NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  PRIMARY KEY (collection_id, product_id)
);
CREATE INDEX collection_products_product ON collection_products (product_id);

CREATE TABLE reviews (
  id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  author text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL,
  body text NOT NULL,
  reviewed_on date NOT NULL,
  verified boolean NOT NULL,
  useful_count integer NOT NULL DEFAULT 0 CHECK (useful_count >= 0),
  -- Set when the text is a translation: the language the review was written in.
  original_language text
);
CREATE INDEX reviews_product_date ON reviews (product_id, reviewed_on DESC, id DESC);

CREATE TABLE product_faqs (
  id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL,
  question text NOT NULL,
  answer text NOT NULL
);
CREATE INDEX product_faqs_product ON product_faqs (product_id, position);

-- Bumped by every change to catalogue or reference data; api processes drop their in-memory caches when it moves.
CREATE TABLE catalog_state (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO catalog_state (id, version) VALUES (1, 0);

CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER strains_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON strains FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER products_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER seed_packs_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON seed_packs FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER pack_prices_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pack_prices FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER collections_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON collections FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER collection_products_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON collection_products FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER reviews_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER product_faqs_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_faqs FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
