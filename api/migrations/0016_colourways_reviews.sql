-- Product pages shoppers expect (docs/catalog.md#colourways, docs/api.md#reviews).
--
-- Colourways: products of one style in several colours share a style_group (null: a group of its
-- own); each keeps its own id and URL. colour_count is how many products the row's group has, kept
-- by statement triggers on products as sizes_in_stock is on stock (0011), so every listing, search
-- and wishlist row carries it without a count per row. The index answers a product's colourways
-- and a group's recount with one index range each.
-- Details: fit, fabric and care, from the catalogue data as the description is.
ALTER TABLE products
  ADD COLUMN style_group text CHECK (style_group IS NULL OR length(style_group) BETWEEN 1 AND 100),
  ADD COLUMN colour_count integer NOT NULL DEFAULT 1,
  ADD COLUMN fit text NOT NULL DEFAULT '',
  ADD COLUMN fabric text NOT NULL DEFAULT '',
  ADD COLUMN care text NOT NULL DEFAULT '';
CREATE INDEX products_style_group_idx ON products (style_group, id) WHERE style_group IS NOT NULL;

-- Recounts the groups a statement's rows were in or moved to. The trigger's own UPDATE (and the
-- stock triggers' writes of sizes_in_stock) run one level deeper and change no group: skipped, so
-- the trigger never recurses and an order's stock change costs nothing here.
CREATE FUNCTION products_colour_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET colour_count = c.n
      FROM (SELECT g.style_group, count(*)::int AS n FROM products g
             WHERE g.style_group IN (SELECT style_group FROM new_rows) GROUP BY g.style_group) c
      WHERE p.style_group = c.style_group AND p.colour_count <> c.n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE products p SET colour_count = c.n
      FROM (SELECT g.style_group, count(*)::int AS n FROM products g
             WHERE g.style_group IN (SELECT style_group FROM new_rows UNION SELECT style_group FROM old_rows)
             GROUP BY g.style_group) c
      WHERE p.style_group = c.style_group AND p.colour_count <> c.n;
    UPDATE products p SET colour_count = 1
      FROM new_rows n WHERE p.id = n.id AND n.style_group IS NULL AND p.colour_count <> 1;
  ELSE
    UPDATE products p SET colour_count = c.n
      FROM (SELECT g.style_group, count(*)::int AS n FROM products g
             WHERE g.style_group IN (SELECT style_group FROM old_rows) GROUP BY g.style_group) c
      WHERE p.style_group = c.style_group AND p.colour_count <> c.n;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER products_colour_counts_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_colour_counts();
CREATE TRIGGER products_colour_counts_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_colour_counts();
CREATE TRIGGER products_colour_counts_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_colour_counts();

-- Ratings and reviews: one per shopper and product (a second is refused with 409), written only
-- by a shopper who ordered the product; the lengths are the API's (shared/src/contracts/reviews.ts).
CREATE TABLE product_reviews (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  body text NOT NULL CHECK (length(body) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT product_reviews_one_per_shopper UNIQUE (product_id, user_id)
);
-- The latest first (ids grow with time), a page at a time from a keyset cursor, and the average.
CREATE INDEX product_reviews_latest_idx ON product_reviews (product_id, id DESC) INCLUDE (rating);
