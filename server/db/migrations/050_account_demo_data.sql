-- When the account's tenant received its demo data: after the sign-up answered (so a new address takes no longer to
-- answer than a known one), or at the latest at the first sign-in. Accounts made before were seeded at sign-up.
ALTER TABLE account ADD COLUMN demo_seeded_at timestamptz;
UPDATE account SET demo_seeded_at = created_at;
