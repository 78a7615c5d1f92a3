-- Secrets the API makes for itself, generated once by whichever process needs one first and then
-- shared by every process: the key that signs the device cookie of a browser that signed in
-- before (src/auth/device-token.ts). Only the API reads this table.
CREATE TABLE IF NOT EXISTS server_secrets (
  name text PRIMARY KEY,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
