-- Carts are keyed by an opaque token kept in an HttpOnly cookie; only its SHA-256 is stored.
CREATE TABLE carts (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  pack_id integer NOT NULL REFERENCES seed_packs (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cart_id, pack_id)
);
