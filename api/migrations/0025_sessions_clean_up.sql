-- Every sign-in deletes a batch of ended sessions, expired (sessions_expires_at_idx) or idle too
-- long (src/repositories/sessions.ts). Without an index on last_seen_at the idle half read the
-- whole table at each sign-in: 29 ms at 200,000 sessions on PGlite. The session lookup touches
-- last_seen_at at most every 5 minutes, so keeping this index up costs little.
CREATE INDEX IF NOT EXISTS sessions_last_seen_at_idx ON sessions (last_seen_at);
