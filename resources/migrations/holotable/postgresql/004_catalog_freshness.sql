-- message: Catalog freshness on sources: last introspection time and allowlisted tables it did not find
-- migrate:up
ALTER TABLE sources
    ADD COLUMN catalog_refreshed_at   timestamptz,
    ADD COLUMN catalog_missing_tables text[] NOT NULL DEFAULT '{}';

-- Existing sources count as refreshed at their last update, so generation is not blocked for them.
UPDATE sources SET catalog_refreshed_at = updated_at WHERE catalog_refreshed_at IS NULL;

-- migrate:down
ALTER TABLE sources
    DROP COLUMN catalog_missing_tables,
    DROP COLUMN catalog_refreshed_at;
