002_timescaledb_source_default.sql
-- message: New sources default to kind 'timescaledb'
-- migrate:up
-- SQLite cannot change a column default in place, and 001 already creates sources.kind with this default
-- (the platform's own up and down steps both set the same value), so there is nothing to change.
SELECT 1 WHERE 0;

-- migrate:down
-- Same default either way, nothing to undo.
SELECT 1 WHERE 0;
