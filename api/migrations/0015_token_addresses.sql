-- An account token remembers the address its link was mailed to (docs/api.md#account-settings):
-- opening it marks the account's address verified, and hands it the guest orders of that address,
-- only while the account still has that address. Without it, a reset link mailed to one address
-- and opened after the account moved to another (a stranger's) proved the stranger's address.
-- Tokens issued before this column have no address and verify nothing (a new link does).
ALTER TABLE account_tokens ADD COLUMN email text NULL;
