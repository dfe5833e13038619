-- message: sources.secret_ref becomes optional (sources that need no credentials)
-- migrate:up
-- SQLite cannot drop NOT NULL in place: the table is rebuilt with the same columns in the same order,
-- then its index is recreated. No foreign key refers to sources, so the rebuild is safe with foreign_keys=ON.
CREATE TABLE sources_rebuild (
    id                     TEXT NOT NULL PRIMARY KEY,
    workspace_id           TEXT NOT NULL,
    name                   TEXT NOT NULL,
    kind                   TEXT NOT NULL DEFAULT 'timescaledb',
    config                 TEXT NOT NULL CHECK (json_valid(config)),
    secret_ref             TEXT,
    created_by             TEXT NOT NULL,
    created_at             TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at             TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    tombstoned_at          TEXT,
    catalog_refreshed_at   TEXT,
    catalog_missing_tables TEXT NOT NULL DEFAULT '[]'
        CHECK (json_valid(catalog_missing_tables) AND json_type(catalog_missing_tables) = 'array')
);
INSERT INTO sources_rebuild (id, workspace_id, name, kind, config, secret_ref, created_by, created_at, updated_at, tombstoned_at, catalog_refreshed_at, catalog_missing_tables)
SELECT id, workspace_id, name, kind, config, secret_ref, created_by, created_at, updated_at, tombstoned_at, catalog_refreshed_at, catalog_missing_tables FROM sources;
DROP TABLE sources;
ALTER TABLE sources_rebuild RENAME TO sources;
CREATE INDEX sources_workspace_idx ON sources (workspace_id);

-- migrate:down
-- Rows without a reference cannot be given one: they are deleted, then the column is NOT NULL again.
DELETE FROM sources WHERE secret_ref IS NULL;
CREATE TABLE sources_rebuild (
    id                     TEXT NOT NULL PRIMARY KEY,
    workspace_id           TEXT NOT NULL,
    name                   TEXT NOT NULL,
    kind                   TEXT NOT NULL DEFAULT 'timescaledb',
    config                 TEXT NOT NULL CHECK (json_valid(config)),
    secret_ref             TEXT NOT NULL,
    created_by             TEXT NOT NULL,
    created_at             TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at             TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    tombstoned_at          TEXT,
    catalog_refreshed_at   TEXT,
    catalog_missing_tables TEXT NOT NULL DEFAULT '[]'
        CHECK (json_valid(catalog_missing_tables) AND json_type(catalog_missing_tables) = 'array')
);
INSERT INTO sources_rebuild (id, workspace_id, name, kind, config, secret_ref, created_by, created_at, updated_at, tombstoned_at, catalog_refreshed_at, catalog_missing_tables)
SELECT id, workspace_id, name, kind, config, secret_ref, created_by, created_at, updated_at, tombstoned_at, catalog_refreshed_at, catalog_missing_tables FROM sources;
DROP TABLE sources;
ALTER TABLE sources_rebuild RENAME TO sources;
CREATE INDEX sources_workspace_idx ON sources (workspace_id);
