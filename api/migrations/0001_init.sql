-- Initial schema of the store. Migrations only ever add: nothing here is dropped at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  id serial PRIMARY KEY,
  user_name text NOT NULL,
  email text NOT NULL,
  -- Null for accounts made through a third-party identity only.
  password_hash text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_user_name_key ON users (lower(user_name));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE user_identities (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT user_identities_provider_subject_key UNIQUE (provider, subject)
);
CREATE INDEX user_identities_user_id_idx ON user_identities (user_id);

CREATE TABLE sessions (
  -- sha256 of the cookie value: a leaked table does not leak live sessions.
  id_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

-- Pending third-party sign-ins (state, PKCE verifier, nonce), keyed by the hash of a browser cookie.
CREATE TABLE oidc_flows (
  id_hash text PRIMARY KEY,
  state text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE collections (
  code text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE products (
  id integer PRIMARY KEY,
  name text NOT NULL,
  gender text NOT NULL CHECK (gender IN ('men', 'women')),
  category text NOT NULL CHECK (category IN ('tops', 'bottoms')),
  style text NOT NULL,
  color text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents > 0),
  sale_price_cents integer CHECK (sale_price_cents IS NULL OR (sale_price_cents > 0 AND sale_price_cents < price_cents)),
  is_new boolean NOT NULL DEFAULT false,
  collection text REFERENCES collections (code),
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_gender_category_idx ON products (gender, category);
CREATE INDEX products_gender_style_idx ON products (gender, style);
CREATE INDEX products_name_trgm_idx ON products USING gin (lower(name) gin_trgm_ops);

CREATE TABLE stock (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  size text NOT NULL CHECK (size IN ('extraSmall', 'small', 'medium', 'large', 'extraLarge')),
  quantity integer NOT NULL CHECK (quantity >= 0),
  CONSTRAINT stock_product_size_key UNIQUE (product_id, size)
);

CREATE TABLE carts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart_lines (
  id serial PRIMARY KEY,
  cart_id integer NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  stock_id integer NOT NULL REFERENCES stock (id),
  size text NOT NULL,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
  unit_price_cents integer NOT NULL,
  unit_sale_price_cents integer,
  -- Line totals follow the quantity in the same row, so they can never disagree with it.
  line_price_cents integer GENERATED ALWAYS AS (unit_price_cents * quantity) STORED,
  line_sale_price_cents integer GENERATED ALWAYS AS (unit_sale_price_cents * quantity) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT cart_lines_cart_product_size_key UNIQUE (cart_id, product_id, size)
);

CREATE TABLE wishlists (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE wishlist_products (
  wishlist_id integer NOT NULL REFERENCES wishlists (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (wishlist_id, product_id)
);
