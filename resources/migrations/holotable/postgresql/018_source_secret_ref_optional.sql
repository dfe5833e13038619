-- message: sources.secret_ref becomes optional (sources that need no credentials)
-- migrate:up
-- The app still requires it for every kind that authenticates (enforced per kind in code, not by a CHECK).
ALTER TABLE sources ALTER COLUMN secret_ref DROP NOT NULL;

-- migrate:down
-- Rows without a reference cannot be given one: they are deleted (and whatever cascades from them).
DELETE FROM sources WHERE secret_ref IS NULL;
ALTER TABLE sources ALTER COLUMN secret_ref SET NOT NULL;
