-- Orders of an account (issue 14): an order placed while logged in belongs to that customer; guest orders with
-- the same e-mail join the account only once the customer has proven the address (a completed password reset,
-- whose link went to it). Looked up by the owner: another customer's order answers 404.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS customer_id uuid REFERENCES customers (id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS orders_customer ON orders (customer_id, created_at DESC) WHERE customer_id IS NOT NULL;
