-- Rate limits every API process shares (README, "Past one machine"): one row per limit and key (a
-- keyed hash of the client's address, never the address), counting the calls of its current
-- window. A call is counted and judged in one statement (repositories/rate-limits.ts), so two
-- processes answering the same client add up instead of each granting the whole budget.
CREATE TABLE IF NOT EXISTS rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limits_window_ends_at_idx ON rate_limits (window_ends_at);

-- The release page's sign-out epoch (gateway/src/releases-page/session.ts): every session cookie
-- is signed with it, and signing out on any gateway replaces it, ending every session everywhere.
-- Gateways read and renew it through GET/POST /internal/release-page/epoch.
CREATE TABLE IF NOT EXISTS release_page_epoch (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  epoch text NOT NULL DEFAULT '',
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO release_page_epoch (id) VALUES (1) ON CONFLICT (id) DO NOTHING;
