-- message: Catalog freshness on sources: last introspection time and allowlisted tables it did not find
-- migrate:up
ALTER TABLE sources ADD COLUMN catalog_refreshed_at TEXT;
ALTER TABLE sources ADD COLUMN catalog_missing_tables TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(catalog_missing_tables) AND json_type(catalog_missing_tables) = 'array');

-- Existing sources count as refreshed at their last update.
UPDATE sources SET catalog_refreshed_at = updated_at WHERE catalog_refreshed_at IS NULL;

-- migrate:down
ALTER TABLE sources DROP COLUMN catalog_missing_tables;
ALTER TABLE sources DROP COLUMN catalog_refreshed_at;
