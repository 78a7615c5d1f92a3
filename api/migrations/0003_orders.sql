-- Orders (checkout): one row per placed order with the delivery address, the
-- delivery and payment methods and the totals at that moment, in cents; its
-- lines keep the names and prices the shopper paid, whatever the catalog does later.

CREATE TABLE orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- A retried or doubled request carries the same key and finds this order.
  idempotency_key text NOT NULL,
  status text NOT NULL DEFAULT 'PLACED' CHECK (status IN ('PLACED')),
  delivery_method text NOT NULL CHECK (delivery_method IN ('standard', 'express')),
  payment_method text NOT NULL CHECK (payment_method IN ('pay-on-delivery')),
  address_name text NOT NULL,
  address_street text NOT NULL,
  address_city text NOT NULL,
  address_postcode text NOT NULL,
  address_country text NOT NULL,
  subtotal_cents integer NOT NULL CHECK (subtotal_cents >= 0),
  discount_cents integer NOT NULL CHECK (discount_cents >= 0),
  delivery_fee_cents integer NOT NULL CHECK (delivery_fee_cents >= 0),
  total_cents integer NOT NULL CHECK (total_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT orders_user_idempotency_key UNIQUE (user_id, idempotency_key),
  CONSTRAINT orders_totals_add_up CHECK (total_cents = subtotal_cents - discount_cents + delivery_fee_cents)
);

CREATE INDEX orders_user_newest_idx ON orders (user_id, created_at DESC, id DESC);

CREATE TABLE order_lines (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  product_name text NOT NULL,
  size text NOT NULL CHECK (size IN ('extraSmall', 'small', 'medium', 'large', 'extraLarge')),
  quantity integer NOT NULL CHECK (quantity >= 1),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  unit_sale_price_cents integer CHECK (unit_sale_price_cents >= 0)
);

CREATE INDEX order_lines_order_idx ON order_lines (order_id, id);
