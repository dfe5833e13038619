-- revision: 3f1c0a9b2d41
-- down_revision:
-- message: Access control, projects, catalog and execution
-- migrate:up
-- SQLite 3.40 (PRAGMA foreign_keys=ON) dialect. Types, keys and the reasons for them are in docs/schema.md.

CREATE TABLE users (
    id            INTEGER CONSTRAINT pk_users PRIMARY KEY,
    email         TEXT,
    display_name  TEXT NOT NULL,
    password_hash TEXT,
    oidc_issuer   TEXT,
    oidc_subject  TEXT,
    is_admin      INTEGER NOT NULL DEFAULT 0,
    is_active     INTEGER NOT NULL DEFAULT 1,
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    last_login_at TEXT,
    CONSTRAINT uq_users_email UNIQUE (email),
    CONSTRAINT ck_users_oidc_pair CHECK ((oidc_issuer IS NULL) = (oidc_subject IS NULL)),
    CONSTRAINT ck_users_is_admin_bool CHECK (is_admin IN (0, 1)),
    CONSTRAINT ck_users_is_active_bool CHECK (is_active IN (0, 1))
);
CREATE UNIQUE INDEX uq_users_oidc_issuer_oidc_subject ON users (oidc_issuer, oidc_subject) WHERE oidc_issuer IS NOT NULL AND oidc_subject IS NOT NULL;

CREATE TABLE groups (
    id          INTEGER CONSTRAINT pk_groups PRIMARY KEY,
    name        TEXT NOT NULL,
    description TEXT,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT uq_groups_name UNIQUE (name)
);

CREATE TABLE user_groups (
    user_id    INTEGER NOT NULL,
    group_id   INTEGER NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT pk_user_groups PRIMARY KEY (user_id, group_id),
    CONSTRAINT fk_user_groups_user_id FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
    CONSTRAINT fk_user_groups_group_id FOREIGN KEY (group_id) REFERENCES groups (id) ON DELETE CASCADE
);
CREATE INDEX ix_user_groups_group_id ON user_groups (group_id);

CREATE TABLE projects (
    id          INTEGER CONSTRAINT pk_projects PRIMARY KEY,
    parent_id   INTEGER,
    name        TEXT NOT NULL,
    description TEXT,
    owner_id    INTEGER,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT ck_projects_not_own_parent CHECK (parent_id IS NULL OR parent_id <> id),
    CONSTRAINT fk_projects_parent_id FOREIGN KEY (parent_id) REFERENCES projects (id) ON DELETE NO ACTION,
    CONSTRAINT fk_projects_owner_id FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX ix_projects_parent_id ON projects (parent_id);
CREATE INDEX ix_projects_owner_id ON projects (owner_id);

CREATE TABLE permissions (
    id         INTEGER CONSTRAINT pk_permissions PRIMARY KEY,
    project_id INTEGER NOT NULL,
    user_id    INTEGER,
    group_id   INTEGER,
    capability TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT ck_permissions_one_grantee CHECK ((user_id IS NULL) <> (group_id IS NULL)),
    CONSTRAINT ck_permissions_capability CHECK (capability IN ('view', 'run', 'edit', 'admin')),
    CONSTRAINT fk_permissions_project_id FOREIGN KEY (project_id) REFERENCES projects (id) ON DELETE CASCADE,
    CONSTRAINT fk_permissions_user_id FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
    CONSTRAINT fk_permissions_group_id FOREIGN KEY (group_id) REFERENCES groups (id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX uq_permissions_project_id_user_id_capability ON permissions (project_id, user_id, capability) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX uq_permissions_project_id_group_id_capability ON permissions (project_id, group_id, capability) WHERE group_id IS NOT NULL;
CREATE INDEX ix_permissions_project_id ON permissions (project_id);
CREATE INDEX ix_permissions_user_id ON permissions (user_id);
CREATE INDEX ix_permissions_group_id ON permissions (group_id);

CREATE TABLE connections (
    id                    INTEGER CONSTRAINT pk_connections PRIMARY KEY,
    project_id            INTEGER NOT NULL,
    name                  TEXT NOT NULL,
    kind                  TEXT NOT NULL,
    host                  TEXT,
    port                  INTEGER,
    database_name         TEXT,
    username              TEXT,
    credentials_encrypted TEXT,
    owner_id              INTEGER,
    created_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT uq_connections_project_id_name UNIQUE (project_id, name),
    CONSTRAINT ck_connections_kind CHECK (kind IN ('postgresql', 'mysql', 'sqlserver', 'oracle', 'snowflake', 'bigquery', 'redshift', 'duckdb', 'sqlite', 's3', 'gcs', 'azure_blob', 'sftp', 'http', 'slack', 'email', 'webhook')),
    CONSTRAINT ck_connections_port CHECK (port IS NULL OR port BETWEEN 1 AND 65535),
    CONSTRAINT ck_connections_credentials_fernet CHECK (credentials_encrypted IS NULL OR credentials_encrypted GLOB 'gAAAAA*'),
    CONSTRAINT fk_connections_project_id FOREIGN KEY (project_id) REFERENCES projects (id) ON DELETE NO ACTION,
    CONSTRAINT fk_connections_owner_id FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX ix_connections_owner_id ON connections (owner_id);

CREATE TABLE flows (
    id                   INTEGER CONSTRAINT pk_flows PRIMARY KEY,
    project_id           INTEGER NOT NULL,
    name                 TEXT NOT NULL,
    description          TEXT,
    engine               TEXT NOT NULL,
    definition           TEXT NOT NULL DEFAULT '{}',
    owner_id             INTEGER,
    schedule_cron        TEXT,
    schedule_enabled     INTEGER NOT NULL DEFAULT 0,
    run_scheduled_by     INTEGER,
    notify_connection_id INTEGER,
    current_version      INTEGER,
    created_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT ck_flows_engine CHECK (engine IN ('duckdb', 'spark', 'dbt', 'python', 'sql')),
    CONSTRAINT ck_flows_current_version CHECK (current_version IS NULL OR current_version > 0),
    CONSTRAINT ck_flows_definition_json CHECK (json_valid(definition)),
    CONSTRAINT ck_flows_schedule_enabled_bool CHECK (schedule_enabled IN (0, 1)),
    CONSTRAINT fk_flows_project_id FOREIGN KEY (project_id) REFERENCES projects (id) ON DELETE NO ACTION,
    CONSTRAINT fk_flows_owner_id FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE SET NULL,
    CONSTRAINT fk_flows_run_scheduled_by FOREIGN KEY (run_scheduled_by) REFERENCES users (id) ON DELETE SET NULL,
    CONSTRAINT fk_flows_notify_connection_id FOREIGN KEY (notify_connection_id) REFERENCES connections (id) ON DELETE SET NULL
);
CREATE INDEX ix_flows_project_id ON flows (project_id);
CREATE INDEX ix_flows_owner_id ON flows (owner_id);
CREATE INDEX ix_flows_run_scheduled_by ON flows (run_scheduled_by);
CREATE INDEX ix_flows_notify_connection_id ON flows (notify_connection_id);

CREATE TABLE flow_versions (
    id         INTEGER CONSTRAINT pk_flow_versions PRIMARY KEY,
    flow_id    INTEGER,
    version    INTEGER NOT NULL,
    definition TEXT NOT NULL,
    comment    TEXT,
    created_by INTEGER,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT uq_flow_versions_flow_id_version UNIQUE (flow_id, version),
    CONSTRAINT ck_flow_versions_version CHECK (version > 0),
    CONSTRAINT ck_flow_versions_definition_json CHECK (json_valid(definition)),
    CONSTRAINT fk_flow_versions_flow_id FOREIGN KEY (flow_id) REFERENCES flows (id) ON DELETE SET NULL,
    CONSTRAINT fk_flow_versions_created_by FOREIGN KEY (created_by) REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX ix_flow_versions_created_by ON flow_versions (created_by);

CREATE TABLE datasources (
    id                   INTEGER CONSTRAINT pk_datasources PRIMARY KEY,
    project_id           INTEGER NOT NULL,
    name                 TEXT NOT NULL,
    description          TEXT,
    flow_id              INTEGER,
    connection_id        INTEGER,
    snapshot_run_id      INTEGER,
    parquet_path         TEXT,
    row_count            INTEGER,
    schema               TEXT,
    owner_id             INTEGER,
    refresh_cron         TEXT,
    refresh_scheduled_by INTEGER,
    refreshed_at         TEXT,
    created_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT uq_datasources_project_id_name UNIQUE (project_id, name),
    CONSTRAINT ck_datasources_single_origin CHECK (flow_id IS NULL OR connection_id IS NULL),
    CONSTRAINT ck_datasources_row_count CHECK (row_count IS NULL OR row_count >= 0),
    CONSTRAINT ck_datasources_schema_json CHECK (schema IS NULL OR json_valid(schema)),
    CONSTRAINT fk_datasources_project_id FOREIGN KEY (project_id) REFERENCES projects (id) ON DELETE NO ACTION,
    CONSTRAINT fk_datasources_flow_id FOREIGN KEY (flow_id) REFERENCES flows (id) ON DELETE SET NULL,
    CONSTRAINT fk_datasources_connection_id FOREIGN KEY (connection_id) REFERENCES connections (id) ON DELETE SET NULL,
    CONSTRAINT fk_datasources_owner_id FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE SET NULL,
    CONSTRAINT fk_datasources_refresh_scheduled_by FOREIGN KEY (refresh_scheduled_by) REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX ix_datasources_flow_id ON datasources (flow_id);
CREATE INDEX ix_datasources_connection_id ON datasources (connection_id);
CREATE INDEX ix_datasources_owner_id ON datasources (owner_id);
CREATE INDEX ix_datasources_refresh_scheduled_by ON datasources (refresh_scheduled_by);

CREATE TABLE runs (
    id                 INTEGER CONSTRAINT pk_runs PRIMARY KEY,
    flow_id            INTEGER,
    flow_version       INTEGER,
    parent_run_id      INTEGER,
    status             TEXT NOT NULL DEFAULT 'PENDING',
    trigger            TEXT NOT NULL DEFAULT 'manual',
    launched_by        INTEGER,
    publish_project_id INTEGER,
    datasource_id      INTEGER,
    claimed_by         TEXT,
    heartbeat_at       TEXT,
    started_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    engine_started_at  TEXT,
    finished_at        TEXT,
    error              TEXT,
    rows_written       INTEGER,
    created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT ck_runs_status CHECK (status IN ('PENDING', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED')),
    CONSTRAINT ck_runs_trigger CHECK (trigger IN ('manual', 'schedule', 'api', 'fanout')),
    CONSTRAINT ck_runs_flow_version CHECK (flow_version IS NULL OR flow_version > 0),
    CONSTRAINT ck_runs_rows_written CHECK (rows_written IS NULL OR rows_written >= 0),
    CONSTRAINT ck_runs_not_own_parent CHECK (parent_run_id IS NULL OR parent_run_id <> id),
    CONSTRAINT fk_runs_flow_id FOREIGN KEY (flow_id) REFERENCES flows (id) ON DELETE SET NULL,
    CONSTRAINT fk_runs_parent_run_id FOREIGN KEY (parent_run_id) REFERENCES runs (id) ON DELETE SET NULL,
    CONSTRAINT fk_runs_launched_by FOREIGN KEY (launched_by) REFERENCES users (id) ON DELETE SET NULL,
    CONSTRAINT fk_runs_publish_project_id FOREIGN KEY (publish_project_id) REFERENCES projects (id) ON DELETE SET NULL,
    CONSTRAINT fk_runs_datasource_id FOREIGN KEY (datasource_id) REFERENCES datasources (id) ON DELETE SET NULL
);
CREATE INDEX ix_runs_started_at ON runs (started_at);
CREATE INDEX ix_runs_status ON runs (status);
CREATE INDEX ix_runs_flow_id ON runs (flow_id);
CREATE INDEX ix_runs_claimed_by ON runs (claimed_by);
CREATE INDEX ix_runs_parent_run_id ON runs (parent_run_id);
CREATE INDEX ix_runs_launched_by ON runs (launched_by);
CREATE INDEX ix_runs_publish_project_id ON runs (publish_project_id);
CREATE INDEX ix_runs_datasource_id ON runs (datasource_id);

CREATE TABLE saved_views (
    id            INTEGER CONSTRAINT pk_saved_views PRIMARY KEY,
    project_id    INTEGER NOT NULL,
    datasource_id INTEGER,
    name          TEXT NOT NULL,
    config        TEXT NOT NULL DEFAULT '{}',
    owner_id      INTEGER,
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT uq_saved_views_project_id_name UNIQUE (project_id, name),
    CONSTRAINT ck_saved_views_config_json CHECK (json_valid(config)),
    CONSTRAINT fk_saved_views_project_id FOREIGN KEY (project_id) REFERENCES projects (id) ON DELETE NO ACTION,
    CONSTRAINT fk_saved_views_datasource_id FOREIGN KEY (datasource_id) REFERENCES datasources (id) ON DELETE SET NULL,
    CONSTRAINT fk_saved_views_owner_id FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX ix_saved_views_datasource_id ON saved_views (datasource_id);
CREATE INDEX ix_saved_views_owner_id ON saved_views (owner_id);

CREATE TABLE dbt_ai_texts (
    id           INTEGER CONSTRAINT pk_dbt_ai_texts PRIMARY KEY,
    flow_id      INTEGER NOT NULL,
    flow_version INTEGER NOT NULL,
    path         TEXT NOT NULL,
    content      TEXT NOT NULL,
    model        TEXT,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT uq_dbt_ai_texts_flow_id_flow_version_path UNIQUE (flow_id, flow_version, path),
    CONSTRAINT ck_dbt_ai_texts_flow_version CHECK (flow_version > 0)
);

-- migrate:down
DROP TABLE dbt_ai_texts;
DROP TABLE saved_views;
DROP TABLE runs;
DROP TABLE datasources;
DROP TABLE flow_versions;
DROP TABLE flows;
DROP TABLE connections;
DROP TABLE permissions;
DROP TABLE projects;
DROP TABLE user_groups;
DROP TABLE groups;
DROP TABLE users;
