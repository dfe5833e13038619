-- revision: 8b7e52d0c6a3
-- down_revision: 3f1c0a9b2d41
-- message: Administration, audit trail, uploads, deferred deletions, replica state and policies
-- migrate:up
-- SQLite 3.40 (PRAGMA foreign_keys=ON) dialect. Types, keys and the reasons for them are in docs/schema.md.

CREATE TABLE audit_logs (
    id          INTEGER CONSTRAINT pk_audit_logs PRIMARY KEY,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    actor_id    INTEGER,
    actor_label TEXT NOT NULL,
    action      TEXT NOT NULL,
    entity_type TEXT,
    entity_id   TEXT,
    details     TEXT,
    ip_address  TEXT,
    CONSTRAINT ck_audit_logs_details_json CHECK (details IS NULL OR json_valid(details)),
    CONSTRAINT fk_audit_logs_actor_id FOREIGN KEY (actor_id) REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX ix_audit_logs_created_at ON audit_logs (created_at);
CREATE INDEX ix_audit_logs_actor_id ON audit_logs (actor_id);
CREATE INDEX ix_audit_logs_entity_type_entity_id ON audit_logs (entity_type, entity_id);

CREATE TABLE banners (
    id         INTEGER CONSTRAINT pk_banners PRIMARY KEY,
    message    TEXT NOT NULL,
    level      TEXT NOT NULL DEFAULT 'info',
    starts_at  TEXT,
    ends_at    TEXT,
    is_active  INTEGER NOT NULL DEFAULT 1,
    created_by INTEGER,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT ck_banners_level CHECK (level IN ('info', 'warning', 'critical')),
    CONSTRAINT ck_banners_window CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at),
    CONSTRAINT ck_banners_is_active_bool CHECK (is_active IN (0, 1)),
    CONSTRAINT fk_banners_created_by FOREIGN KEY (created_by) REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX ix_banners_created_by ON banners (created_by);

CREATE TABLE uploads (
    id           INTEGER CONSTRAINT pk_uploads PRIMARY KEY,
    owner_id     INTEGER,
    filename     TEXT NOT NULL,
    content_type TEXT,
    size_bytes   INTEGER,
    raw_path     TEXT,
    parquet_path TEXT,
    status       TEXT NOT NULL DEFAULT 'uploaded',
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT ck_uploads_status CHECK (status IN ('uploaded', 'converting', 'ready', 'failed')),
    CONSTRAINT ck_uploads_size_bytes CHECK (size_bytes IS NULL OR size_bytes >= 0),
    CONSTRAINT fk_uploads_owner_id FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX ix_uploads_owner_id ON uploads (owner_id);

CREATE TABLE pending_blob_deletions (
    id           INTEGER CONSTRAINT pk_pending_blob_deletions PRIMARY KEY,
    blob_path    TEXT NOT NULL,
    reason       TEXT,
    entity_type  TEXT,
    entity_id    TEXT,
    requested_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    attempts     INTEGER NOT NULL DEFAULT 0,
    last_error   TEXT,
    CONSTRAINT ck_pending_blob_deletions_attempts CHECK (attempts >= 0)
);
CREATE INDEX ix_pending_blob_deletions_requested_at ON pending_blob_deletions (requested_at);

CREATE TABLE login_attempts (
    id           INTEGER CONSTRAINT pk_login_attempts PRIMARY KEY,
    username     TEXT NOT NULL,
    ip_address   TEXT,
    attempted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    succeeded    INTEGER NOT NULL DEFAULT 0,
    expires_at   TEXT NOT NULL,
    CONSTRAINT ck_login_attempts_succeeded_bool CHECK (succeeded IN (0, 1))
);
CREATE INDEX ix_login_attempts_username_attempted_at ON login_attempts (username, attempted_at);
CREATE INDEX ix_login_attempts_ip_address_attempted_at ON login_attempts (ip_address, attempted_at);
CREATE INDEX ix_login_attempts_expires_at ON login_attempts (expires_at);

CREATE TABLE flow_presence (
    flow_id    INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    session_id TEXT NOT NULL,
    seen_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    expires_at TEXT NOT NULL,
    CONSTRAINT pk_flow_presence PRIMARY KEY (flow_id, session_id)
);
CREATE INDEX ix_flow_presence_expires_at ON flow_presence (expires_at);

CREATE TABLE privacy_notice (
    id           INTEGER CONSTRAINT pk_privacy_notice PRIMARY KEY,
    version      INTEGER NOT NULL,
    body         TEXT NOT NULL,
    effective_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_by   INTEGER,
    updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT uq_privacy_notice_version UNIQUE (version),
    CONSTRAINT ck_privacy_notice_version CHECK (version > 0),
    CONSTRAINT fk_privacy_notice_updated_by FOREIGN KEY (updated_by) REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX ix_privacy_notice_updated_by ON privacy_notice (updated_by);

CREATE TABLE disabled_engines (
    engine      TEXT NOT NULL,
    reason      TEXT,
    disabled_by INTEGER,
    disabled_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT pk_disabled_engines PRIMARY KEY (engine),
    CONSTRAINT ck_disabled_engines_engine CHECK (engine IN ('duckdb', 'spark', 'dbt', 'python', 'sql')),
    CONSTRAINT fk_disabled_engines_disabled_by FOREIGN KEY (disabled_by) REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX ix_disabled_engines_disabled_by ON disabled_engines (disabled_by);

-- migrate:down
DROP TABLE disabled_engines;
DROP TABLE privacy_notice;
DROP TABLE flow_presence;
DROP TABLE login_attempts;
DROP TABLE pending_blob_deletions;
DROP TABLE uploads;
DROP TABLE banners;
DROP TABLE audit_logs;
