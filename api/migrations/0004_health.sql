-- /api/health proves the database accepts a write (a full disk or a read-only
-- database fails here) by upserting one tiny row; nothing else reads this table.
CREATE TABLE IF NOT EXISTS health_checks (
  id smallint PRIMARY KEY,
  checked_at timestamptz NOT NULL
);
