-- The paged listing (src/repositories/catalog-listing.ts, docs/api.md#products) filters, sorts,
-- pages and counts in SQL. Two columns the listing reads on every row, kept by the database:
-- the effective price (the sale price when present, else the price), which the price orders sort
-- on, and the sizes still in stock as a bit mask in SIZES order (extraSmall 1, small 2, medium 4,
-- large 8, extraLarge 16), so 'size in stock' and its facet counts are a bit test on the product
-- row instead of a probe of the stock table per product.
ALTER TABLE products
  ADD COLUMN effective_price_cents integer GENERATED ALWAYS AS (coalesce(sale_price_cents, price_cents)) STORED,
  ADD COLUMN sizes_in_stock smallint NOT NULL DEFAULT 0;

CREATE FUNCTION size_bit(size text) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE size WHEN 'extraSmall' THEN 1 WHEN 'small' THEN 2 WHEN 'medium' THEN 4
    WHEN 'large' THEN 8 WHEN 'extraLarge' THEN 16 ELSE 0 END::smallint
$$;

UPDATE products SET sizes_in_stock = coalesce(
  (SELECT bit_or(size_bit(size)) FROM stock WHERE stock.product_id = products.id AND quantity > 0), 0);

-- One UPDATE per statement on stock (an import writes 500,000 rows in one), setting and clearing
-- only the bits of the sizes that statement touched: `sizes_in_stock | set & ~cleared` is worked
-- out again on the newest row when two orders sell out two sizes of one product at once, so
-- neither undoes the other. A product is written only when its mask changes.
CREATE FUNCTION stock_sizes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE products p SET sizes_in_stock = p.sizes_in_stock & ~d.bits
      FROM (SELECT product_id, bit_or(size_bit(size))::smallint AS bits FROM old_rows GROUP BY product_id) d
      WHERE p.id = d.product_id AND p.sizes_in_stock & d.bits <> 0;
  ELSE
    UPDATE products p SET sizes_in_stock = (p.sizes_in_stock | c.set_bits) & ~c.clear_bits
      FROM (SELECT product_id,
                   coalesce(bit_or(size_bit(size)) FILTER (WHERE quantity > 0), 0)::smallint AS set_bits,
                   coalesce(bit_or(size_bit(size)) FILTER (WHERE quantity <= 0), 0)::smallint AS clear_bits
              FROM new_rows GROUP BY product_id) c
      WHERE p.id = c.product_id AND p.sizes_in_stock <> (p.sizes_in_stock | c.set_bits) & ~c.clear_bits;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER stock_sizes_inserted AFTER INSERT ON stock REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_sizes_changed();
CREATE TRIGGER stock_sizes_updated AFTER UPDATE ON stock REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_sizes_changed();
CREATE TRIGGER stock_sizes_deleted AFTER DELETE ON stock REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_sizes_changed();

-- The listing's orders, each within a gender (every listing has one); category, style, colour,
-- collection, new, sale and size are tested on the rows read in order, each keeping at least a
-- tenth of them, so a page of 48 reads a few hundred index entries. The keyset cursor continues
-- from (sort key, id) in the same index.
CREATE INDEX products_listing_id_idx ON products (gender, id);
CREATE INDEX products_listing_price_idx ON products (gender, effective_price_cents, id);
CREATE INDEX products_listing_newest_idx ON products (gender, is_new, id);

-- The planner's statistics for these columns and indexes (PGlite has no autovacuum to gather
-- them; an import gathers them again, src/catalog/import.ts): without them it reads every product
-- of a gender and sorts them for a page instead of reading its index in order.
ANALYZE products;
