-- Buying without an account (docs/cart.md#guest-bag), promo codes (docs/cart.md#promo-codes),
-- order mail and the address book (docs/account.md#address-book).

-- A guest bag is a cart with no user: the browser holds 256 random bits in an HttpOnly cookie,
-- the row holds their sha256 (as sessions do). It expires 30 days after its last change; the
-- client address that opened it bounds how many one client can open.
ALTER TABLE carts ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE carts ADD COLUMN guest_token_hash text;
ALTER TABLE carts ADD COLUMN guest_client text;
ALTER TABLE carts ADD COLUMN expires_at timestamptz;
ALTER TABLE carts ADD CONSTRAINT carts_one_owner CHECK (
  (user_id IS NULL) = (guest_token_hash IS NOT NULL) AND (guest_token_hash IS NULL) = (expires_at IS NULL)
);
CREATE UNIQUE INDEX carts_guest_token_key ON carts (guest_token_hash) WHERE guest_token_hash IS NOT NULL;
CREATE INDEX carts_guest_client_idx ON carts (guest_client, created_at) WHERE guest_client IS NOT NULL;
CREATE INDEX carts_guest_expiry_idx ON carts (expires_at) WHERE expires_at IS NOT NULL;

-- Codes the merchant keeps: a percentage off the goods, an optional end and an optional number of uses.
CREATE TABLE promo_codes (
  code text PRIMARY KEY CHECK (code = upper(code) AND length(code) BETWEEN 1 AND 32),
  percent_off integer NOT NULL CHECK (percent_off BETWEEN 1 AND 100),
  expires_at timestamptz,
  max_uses integer CHECK (max_uses IS NULL OR max_uses >= 0),
  uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promo_codes_uses_within_max CHECK (max_uses IS NULL OR uses <= max_uses)
);

-- A guest's order has no user until an account with the same verified address claims it; it is
-- found again by its guest bag (a retried call) and opened by the mailed link (a token's sha256).
ALTER TABLE orders ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE orders ADD COLUMN email text;
ALTER TABLE orders ADD COLUMN phone text;
ALTER TABLE orders ADD COLUMN guest_bag_hash text;
ALTER TABLE orders ADD COLUMN access_token_hash text;
ALTER TABLE orders ADD COLUMN promo_code text;
ALTER TABLE orders ADD COLUMN promo_discount_cents integer NOT NULL DEFAULT 0 CHECK (promo_discount_cents >= 0);
ALTER TABLE orders ADD COLUMN estimated_delivery date;
ALTER TABLE orders ADD CONSTRAINT orders_has_owner CHECK (user_id IS NOT NULL OR (guest_bag_hash IS NOT NULL AND email IS NOT NULL));
ALTER TABLE orders DROP CONSTRAINT orders_totals_add_up;
ALTER TABLE orders ADD CONSTRAINT orders_totals_add_up
  CHECK (total_cents = subtotal_cents - discount_cents - promo_discount_cents + delivery_fee_cents);
CREATE UNIQUE INDEX orders_guest_idempotency_key ON orders (guest_bag_hash, idempotency_key) WHERE guest_bag_hash IS NOT NULL;
CREATE UNIQUE INDEX orders_access_token_key ON orders (access_token_hash) WHERE access_token_hash IS NOT NULL;
CREATE INDEX orders_unclaimed_email_idx ON orders (lower(email)) WHERE user_id IS NULL;

-- The address book: addresses a shopper saved at checkout or on the account page.
CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  street text NOT NULL,
  city text NOT NULL,
  postcode text NOT NULL,
  country text NOT NULL,
  phone text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user_idx ON addresses (user_id, id);
