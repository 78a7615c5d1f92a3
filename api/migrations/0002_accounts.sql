-- Accounts: e-mail verification, password reset and shared sign-in throttling.

-- Null until the shopper follows the verification link (or Google vouches for the address).
ALTER TABLE users ADD COLUMN email_verified_at timestamptz NULL;

-- Single-use tokens mailed to the shopper. Only the sha256 of the token is kept, so a copy of
-- the table cannot be replayed as links.
CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz NULL
);
CREATE INDEX account_tokens_user_purpose_idx ON account_tokens (user_id, purpose);
CREATE INDEX account_tokens_expires_at_idx ON account_tokens (expires_at);

-- Failed or costly attempts per key (a client address, an account, an action), shared by every
-- API process and kept across restarts. `blocked_until` grows with each failure over the limit.
CREATE TABLE auth_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  blocked_until timestamptz NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_throttle_updated_at_idx ON auth_throttle (updated_at);
