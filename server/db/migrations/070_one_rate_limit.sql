-- The forms' submissions are counted in token buckets like every other limit: their fixed windows go.
DROP TABLE rate_limit_window;

-- When a bucket will be full again: from then on it is the same as no row, so it can be dropped.
ALTER TABLE api_rate_bucket ADD COLUMN full_at timestamptz;

UPDATE api_rate_bucket SET full_at = updated_at + interval '1 hour';

ALTER TABLE api_rate_bucket ALTER COLUMN full_at SET NOT NULL;

CREATE INDEX api_rate_bucket_full_idx ON api_rate_bucket (full_at);
