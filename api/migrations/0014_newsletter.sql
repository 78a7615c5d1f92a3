-- The e-mail sign-up (docs/api.md#newsletter): double opt-in. A subscription is pending until the
-- mailed link is opened; the row keeps only the sha256 of the link's token (as sessions and
-- account tokens do). An address has one row, lower-cased; a pending row that was never confirmed
-- is forgotten 7 days after its last mail, so strangers' addresses are not kept.
CREATE TABLE newsletter_subscriptions (
  email text PRIMARY KEY CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  token_hash text UNIQUE,
  token_expires_at timestamptz,
  requested_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  CONSTRAINT newsletter_token_with_expiry CHECK ((token_hash IS NULL) = (token_expires_at IS NULL))
);
CREATE INDEX newsletter_pending_idx ON newsletter_subscriptions (requested_at) WHERE confirmed_at IS NULL;
