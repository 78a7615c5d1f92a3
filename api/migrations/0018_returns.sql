-- Making a return (docs/api.md#returns): a signed-in shopper returns units of one line of their own
-- order, delivered (its estimated delivery date) in the last 30 days and not final sale. Each row is one request for one line; the
-- units of a line's returns never add up past what was ordered (the API locks the order line while
-- it counts, so concurrent requests queue), so one shopper writes at most as many rows as they
-- bought units. The reasons and the note's length are the API's (shared/src/contracts/return-limits.ts).
CREATE TABLE returns (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  order_line_id integer NOT NULL REFERENCES order_lines (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
  reason text NOT NULL CHECK (
    reason IN ('too-small', 'too-big', 'not-as-described', 'faulty', 'wrong-item', 'changed-mind')
  ),
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The shopper's returns, newest first (a page at a time by id), and a line's returned units.
CREATE INDEX returns_user_newest_idx ON returns (user_id, id DESC);
CREATE INDEX returns_order_line_idx ON returns (order_line_id);
