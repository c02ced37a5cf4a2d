-- Coupon rules (modules/coupons): percent or a fixed amount per currency, a minimum subtotal per currency,
-- validity dates, a usage limit and single use per customer e-mail. Redemptions happen when an order is placed.

-- Amounts per currency: a fixed coupon applies only in the currencies it has a row for (amount = discount);
-- min_subtotal is the minimum in that currency, for both kinds (a percent coupon without a row has no minimum).
CREATE TABLE coupon_amounts (
  coupon_code text NOT NULL REFERENCES coupons (code) ON DELETE CASCADE ON UPDATE CASCADE,
  currency text NOT NULL CHECK (currency IN ('EUR', 'GBP', 'AUD', 'CAD', 'NZD', 'USD')),
  amount integer CHECK (amount > 0),
  min_subtotal integer NOT NULL DEFAULT 0 CHECK (min_subtotal >= 0),
  PRIMARY KEY (coupon_code, currency)
);
INSERT INTO coupon_amounts (coupon_code, currency, amount, min_subtotal)
  SELECT code, currency, value, coalesce(min_subtotal, 0) FROM coupons WHERE kind = 'fixed';
INSERT INTO coupon_amounts (coupon_code, currency, amount, min_subtotal)
  SELECT c.code, cur, NULL, c.min_subtotal FROM coupons c
  CROSS JOIN unnest(ARRAY['EUR', 'GBP', 'AUD', 'CAD', 'NZD', 'USD']) AS cur
  WHERE c.kind = 'percent' AND c.min_subtotal IS NOT NULL;

ALTER TABLE coupons DROP COLUMN currency, DROP COLUMN min_subtotal;
UPDATE coupons SET value = NULL WHERE kind = 'fixed';
ALTER TABLE coupons
  ALTER COLUMN value DROP NOT NULL,
  -- value: the whole percent of a percent coupon; a fixed coupon's amounts are in coupon_amounts.
  ADD CONSTRAINT coupons_value CHECK ((kind = 'percent') = (value IS NOT NULL) AND (value IS NULL OR value <= 100)),
  -- Inclusive dates (UTC); null = no bound.
  ADD COLUMN valid_from date,
  -- Null = unlimited; times_used counts redemptions and is raised atomically (never past the limit).
  ADD COLUMN usage_limit integer CHECK (usage_limit > 0),
  ADD COLUMN times_used integer NOT NULL DEFAULT 0 CHECK (times_used >= 0),
  ADD COLUMN once_per_email boolean NOT NULL DEFAULT true,
  -- Public codes may be listed (discount codes page); issued ones (newsletter) are personal.
  ADD COLUMN public boolean NOT NULL DEFAULT false,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();

ALTER TABLE carts ADD COLUMN coupon_code text REFERENCES coupons (code) ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE coupon_redemptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  coupon_code text NOT NULL REFERENCES coupons (code) ON DELETE CASCADE ON UPDATE CASCADE,
  -- One redemption per cart: placing the same cart's order again finds it instead of counting twice.
  cart_id uuid NOT NULL UNIQUE,
  email text NOT NULL,
  -- lower(email) for once-per-email coupons, else null (nulls never collide).
  email_key text,
  discount integer NOT NULL CHECK (discount >= 0),
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (coupon_code, email_key)
);
