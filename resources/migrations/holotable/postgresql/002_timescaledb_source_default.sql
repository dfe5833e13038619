-- message: New sources default to kind 'timescaledb'
-- migrate:up
ALTER TABLE sources ALTER COLUMN kind SET DEFAULT 'timescaledb';

-- migrate:down
-- The platform's down step sets the very same default: 001 already creates it, so both directions leave it as is.
ALTER TABLE sources ALTER COLUMN kind SET DEFAULT 'timescaledb';
