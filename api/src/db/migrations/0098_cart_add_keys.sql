-- An add to an existing cart sent again with the same Idempotency-Key (a balancer retrying it on another api
-- instance after the first died mid-request, a browser retrying a timeout) is applied once. The key is written
-- in the add's own transaction, so it exists exactly when the add was committed. Gone with its cart.
CREATE TABLE cart_add_keys (
  cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cart_id, key)
);
