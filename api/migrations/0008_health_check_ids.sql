-- /api/health inserts a new row into health_checks and deletes it (src/repositories/health.ts):
-- a full disk or a read-only database refuses a new row, where the upsert of 0004 updated one
-- existing row in place and could still fit. Its ids come from here; 1 stays the old row's.
CREATE SEQUENCE IF NOT EXISTS health_check_ids AS smallint MINVALUE 2 MAXVALUE 32767 CYCLE;
