-- message: Config store: source registry, dashboards and their immutable versions
-- migrate:up
-- SQLite 3.40 with PRAGMA foreign_keys=ON. Mapping: uuid TEXT (canonical 8-4-4-4-12, random v4 default),
-- timestamptz TEXT ISO-8601 UTC, jsonb TEXT checked with json_valid, text[] TEXT holding a JSON array.

CREATE TABLE sources (
    id            TEXT NOT NULL PRIMARY KEY,
    workspace_id  TEXT NOT NULL,
    name          TEXT NOT NULL,
    kind          TEXT NOT NULL DEFAULT 'timescaledb',
    config        TEXT NOT NULL CHECK (json_valid(config)),
    secret_ref    TEXT NOT NULL,
    created_by    TEXT NOT NULL,
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    tombstoned_at TEXT
);
CREATE INDEX sources_workspace_idx ON sources (workspace_id);

-- current_version_id refers forward to dashboard_versions, checked at commit (as on PostgreSQL).
CREATE TABLE dashboards (
    id                 TEXT NOT NULL PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))),
    workspace_id       TEXT NOT NULL,
    title              TEXT NOT NULL,
    created_by         TEXT NOT NULL,
    current_version_id TEXT,
    created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    deleted_at         TEXT,
    CONSTRAINT dashboards_current_version_fk FOREIGN KEY (current_version_id)
        REFERENCES dashboard_versions (id) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX dashboards_workspace_idx ON dashboards (workspace_id);

CREATE TABLE dashboard_versions (
    id           TEXT NOT NULL PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))),
    dashboard_id TEXT NOT NULL REFERENCES dashboards (id) ON DELETE CASCADE,
    version      INTEGER NOT NULL,
    spec         TEXT NOT NULL CHECK (json_valid(spec)),
    created_by   TEXT NOT NULL,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (dashboard_id, version)
);

-- migrate:down
-- SQLite cannot drop a constraint: the back reference is cleared instead, so the drops below check cleanly.
UPDATE dashboards SET current_version_id = NULL WHERE current_version_id IS NOT NULL;
DROP TABLE dashboard_versions;
DROP TABLE dashboards;
DROP TABLE sources;
