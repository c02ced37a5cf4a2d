-- A logged-in customer's cart (modules/accounts/cart-merge): at most one cart per customer. A guest's cart
-- joins the account at login, or merges into the account's cart within the seed maximum.
ALTER TABLE carts ADD COLUMN IF NOT EXISTS customer_id uuid REFERENCES customers (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX IF NOT EXISTS carts_one_per_customer ON carts (customer_id) WHERE customer_id IS NOT NULL;
