-- message: Config store: sources, dashboards, versions, favourites
-- migrate:up
-- SQLite 3.40 (PRAGMA foreign_keys=ON) dialect. Types, keys and the reasons for them are in docs/schema.md.

CREATE TABLE sources (
    id                     TEXT NOT NULL CONSTRAINT pk_sources PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))),
    workspace_id           TEXT NOT NULL,
    name                   TEXT NOT NULL,
    kind                   TEXT NOT NULL,
    config                 TEXT NOT NULL DEFAULT '{}',
    secret_ref             TEXT,
    tombstoned_at          TEXT,
    catalog_refreshed_at   TEXT,
    catalog_missing_tables TEXT,
    created_by             TEXT,
    created_at             TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at             TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT ck_sources_config_json CHECK (json_valid(config)),
    CONSTRAINT ck_sources_catalog_missing_tables_array CHECK (catalog_missing_tables IS NULL OR (json_valid(catalog_missing_tables) AND json_type(catalog_missing_tables) = 'array'))
);
CREATE INDEX ix_sources_workspace_id ON sources (workspace_id);

CREATE TABLE dashboards (
    id                 TEXT NOT NULL CONSTRAINT pk_dashboards PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))),
    workspace_id       TEXT NOT NULL,
    title              TEXT NOT NULL,
    description        TEXT,
    tags               TEXT NOT NULL DEFAULT '[]',
    created_by         TEXT,
    current_version_id INTEGER,
    deleted_at         TEXT,
    created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT ck_dashboards_tags_array CHECK (json_valid(tags) AND json_type(tags) = 'array'),
    CONSTRAINT fk_dashboards_current_version_id FOREIGN KEY (current_version_id) REFERENCES dashboard_versions (id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX ix_dashboards_workspace_id ON dashboards (workspace_id);
CREATE INDEX ix_dashboards_current_version_id ON dashboards (current_version_id);

CREATE TABLE dashboard_versions (
    id           INTEGER CONSTRAINT pk_dashboard_versions PRIMARY KEY,
    dashboard_id TEXT NOT NULL,
    version      INTEGER NOT NULL,
    spec         TEXT NOT NULL,
    note         TEXT,
    created_by   TEXT,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT uq_dashboard_versions_dashboard_id_version UNIQUE (dashboard_id, version),
    CONSTRAINT ck_dashboard_versions_version CHECK (version > 0),
    CONSTRAINT ck_dashboard_versions_spec_json CHECK (json_valid(spec)),
    CONSTRAINT fk_dashboard_versions_dashboard_id FOREIGN KEY (dashboard_id) REFERENCES dashboards (id) ON DELETE CASCADE
);

CREATE TABLE dashboard_favorites (
    user_sub     TEXT NOT NULL,
    dashboard_id TEXT NOT NULL,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT pk_dashboard_favorites PRIMARY KEY (user_sub, dashboard_id),
    CONSTRAINT fk_dashboard_favorites_dashboard_id FOREIGN KEY (dashboard_id) REFERENCES dashboards (id) ON DELETE CASCADE
);
CREATE INDEX ix_dashboard_favorites_dashboard_id ON dashboard_favorites (dashboard_id);

-- migrate:down
DROP TABLE dashboard_favorites;
DROP TABLE dashboard_versions;
DROP TABLE dashboards;
DROP TABLE sources;
