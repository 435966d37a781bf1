-- Catalogue releases: each is taken in once and never changed; factors carry their release. The catalogue used to be
-- replaced whole when its release changed: its rows are reloaded release by release at start.
CREATE TABLE factor_release (
  id text PRIMARY KEY,
  position integer NOT NULL,
  rows integer NOT NULL,
  resource jsonb NOT NULL,
  loaded_at timestamptz NOT NULL
);

DELETE FROM emission_factor;

-- The table holds what lists filter and sort on; a factor's resource is the code's catalogue row of that id.
ALTER TABLE emission_factor DROP COLUMN resource;

CREATE INDEX emission_factor_release ON emission_factor (release);

-- The grid subregion a facility draws from (US eGRID acronym), for the subregion's electricity factor.
ALTER TABLE api_facility ADD COLUMN grid_region text;

-- The release a record's numbers were pinned to (latest resolved at the time), and the releases of its factors.
ALTER TABLE activity_record ADD COLUMN data_version text;
ALTER TABLE activity_record ADD COLUMN releases text[];
