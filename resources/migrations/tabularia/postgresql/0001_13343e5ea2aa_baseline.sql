-- revision: 13343e5ea2aa
-- down_revision:
-- message: Baseline: the schema Tabularia's gateway makes (init_db)
-- fingerprint: 13343e5ea2aaf38e8a4029b43f5a7b09a7b5ccc7ffd91d92ddce981f0284be77
-- migrate:up
-- PostgreSQL: what a fresh init_db makes (SQLModel.metadata.create_all, then the idempotent ALTER list,
-- which on a fresh database only adds the three partial indexes, then the schema_state row).
-- Columns in the physical order create_all emits them: SQLModel puts fields declared with sa_column first.
-- Keys, foreign keys and sequences are unnamed as in SQLAlchemy's DDL, so PostgreSQL names them
-- <table>_pkey, <table>_<column>_fkey and <table>_id_seq exactly as create_all leaves them.

CREATE TABLE users (
    id              SERIAL NOT NULL,
    email           VARCHAR NOT NULL,
    full_name       VARCHAR NOT NULL,
    hashed_password VARCHAR,
    is_active       BOOLEAN NOT NULL,
    is_superuser    BOOLEAN NOT NULL,
    is_observer     BOOLEAN NOT NULL,
    created_at      TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    last_seen_at    TIMESTAMP WITHOUT TIME ZONE,
    last_seen_ip    VARCHAR,
    oidc_issuer     VARCHAR,
    oidc_subject    VARCHAR,
    PRIMARY KEY (id)
);
CREATE UNIQUE INDEX ix_users_email ON users (email);
CREATE INDEX ix_users_last_seen_at ON users (last_seen_at);
CREATE INDEX ix_users_oidc_issuer ON users (oidc_issuer);
CREATE INDEX ix_users_oidc_subject ON users (oidc_subject);
CREATE UNIQUE INDEX uq_users_oidc_identity ON users (oidc_issuer, oidc_subject) WHERE oidc_subject IS NOT NULL;

CREATE TABLE groups (
    id          SERIAL NOT NULL,
    name        VARCHAR NOT NULL,
    description VARCHAR NOT NULL,
    is_admin    BOOLEAN NOT NULL,
    is_observer BOOLEAN NOT NULL,
    created_at  TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    PRIMARY KEY (id)
);
CREATE UNIQUE INDEX ix_groups_name ON groups (name);

CREATE TABLE user_groups (
    user_id  INTEGER NOT NULL,
    group_id INTEGER NOT NULL,
    PRIMARY KEY (user_id, group_id),
    FOREIGN KEY (user_id) REFERENCES users (id),
    FOREIGN KEY (group_id) REFERENCES groups (id)
);

CREATE TABLE projects (
    id          SERIAL NOT NULL,
    name        VARCHAR NOT NULL,
    description VARCHAR NOT NULL,
    parent_id   INTEGER,
    owner_id    INTEGER,
    created_at  TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    PRIMARY KEY (id),
    FOREIGN KEY (parent_id) REFERENCES projects (id),
    FOREIGN KEY (owner_id) REFERENCES users (id)
);
CREATE INDEX ix_projects_parent_id ON projects (parent_id);

CREATE TABLE permissions (
    id         SERIAL NOT NULL,
    project_id INTEGER NOT NULL,
    user_id    INTEGER,
    group_id   INTEGER,
    capability VARCHAR NOT NULL,
    PRIMARY KEY (id),
    FOREIGN KEY (project_id) REFERENCES projects (id),
    FOREIGN KEY (user_id) REFERENCES users (id),
    FOREIGN KEY (group_id) REFERENCES groups (id)
);
CREATE INDEX ix_permissions_project_id ON permissions (project_id);
CREATE INDEX ix_permissions_user_id ON permissions (user_id);
CREATE INDEX ix_permissions_group_id ON permissions (group_id);

CREATE TABLE connections (
    password_encrypted TEXT NOT NULL,
    extra              TEXT NOT NULL,
    id                 SERIAL NOT NULL,
    name               VARCHAR NOT NULL,
    description        VARCHAR NOT NULL,
    project_id         INTEGER NOT NULL,
    owner_id           INTEGER,
    db_type            VARCHAR NOT NULL,
    host               VARCHAR NOT NULL,
    port               INTEGER,
    username           VARCHAR NOT NULL,
    "database"         VARCHAR NOT NULL,
    db_schema          VARCHAR NOT NULL,
    created_at         TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    updated_at         TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    PRIMARY KEY (id),
    CONSTRAINT uq_connection_project_name UNIQUE (project_id, name),
    FOREIGN KEY (project_id) REFERENCES projects (id),
    FOREIGN KEY (owner_id) REFERENCES users (id)
);
CREATE INDEX ix_connections_project_id ON connections (project_id);

CREATE TABLE flows (
    definition           TEXT NOT NULL,
    id                   SERIAL NOT NULL,
    name                 VARCHAR NOT NULL,
    description          VARCHAR NOT NULL,
    project_id           INTEGER NOT NULL,
    owner_id             INTEGER,
    engine               VARCHAR NOT NULL,
    production_engine    VARCHAR,
    run_schedule         VARCHAR,
    run_scheduled_by     INTEGER,
    next_run_at          TIMESTAMP WITHOUT TIME ZONE,
    notify_emails        VARCHAR,
    notify_connection_id INTEGER,
    created_at           TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    updated_at           TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    PRIMARY KEY (id),
    FOREIGN KEY (project_id) REFERENCES projects (id),
    FOREIGN KEY (owner_id) REFERENCES users (id),
    FOREIGN KEY (run_scheduled_by) REFERENCES users (id),
    FOREIGN KEY (notify_connection_id) REFERENCES connections (id)
);
CREATE INDEX ix_flows_project_id ON flows (project_id);
CREATE INDEX ix_flows_next_run_at ON flows (next_run_at);

CREATE TABLE flow_versions (
    definition TEXT NOT NULL,
    id         SERIAL NOT NULL,
    flow_id    INTEGER NOT NULL,
    version    INTEGER NOT NULL,
    note       VARCHAR NOT NULL,
    created_at TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    created_by INTEGER,
    PRIMARY KEY (id),
    CONSTRAINT uq_flowversion UNIQUE (flow_id, version),
    FOREIGN KEY (flow_id) REFERENCES flows (id),
    FOREIGN KEY (created_by) REFERENCES users (id)
);
CREATE INDEX ix_flow_versions_flow_id ON flow_versions (flow_id);

CREATE TABLE datasources (
    "columns"            TEXT NOT NULL,
    sort_keys            TEXT NOT NULL,
    column_descriptions  TEXT NOT NULL,
    source_ref           TEXT,
    id                   SERIAL NOT NULL,
    name                 VARCHAR NOT NULL,
    description          VARCHAR NOT NULL,
    project_id           INTEGER NOT NULL,
    owner_id             INTEGER,
    bucket               VARCHAR NOT NULL,
    "key"                VARCHAR NOT NULL,
    "rows"               INTEGER,
    kind                 VARCHAR NOT NULL,
    flow_id              INTEGER,
    connection_id        INTEGER,
    source_type          VARCHAR,
    refreshed_at         TIMESTAMP WITHOUT TIME ZONE,
    refresh_schedule     VARCHAR,
    refresh_scheduled_by INTEGER,
    next_refresh_at      TIMESTAMP WITHOUT TIME ZONE,
    snapshot_run_id      INTEGER,
    created_at           TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    updated_at           TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    PRIMARY KEY (id),
    CONSTRAINT uq_datasource_project_name UNIQUE (project_id, name),
    FOREIGN KEY (project_id) REFERENCES projects (id),
    FOREIGN KEY (owner_id) REFERENCES users (id),
    FOREIGN KEY (flow_id) REFERENCES flows (id),
    FOREIGN KEY (connection_id) REFERENCES connections (id),
    FOREIGN KEY (refresh_scheduled_by) REFERENCES users (id)
);
CREATE INDEX ix_datasources_project_id ON datasources (project_id);
CREATE INDEX ix_datasources_next_refresh_at ON datasources (next_refresh_at);

CREATE TABLE runs (
    error               TEXT,
    error_detail        TEXT,
    destination         TEXT,
    mirror              TEXT,
    email               TEXT,
    id                  SERIAL NOT NULL,
    kind                VARCHAR NOT NULL,
    flow_id             INTEGER,
    task_id             VARCHAR NOT NULL,
    status              VARCHAR NOT NULL,
    launched_by         INTEGER,
    trigger_type        VARCHAR NOT NULL,
    engine              VARCHAR,
    parent_run_id       INTEGER,
    input_key           VARCHAR NOT NULL,
    output_bucket       VARCHAR NOT NULL,
    output_key          VARCHAR NOT NULL,
    rows_written        INTEGER,
    publish_name        VARCHAR,
    publish_project_id  INTEGER,
    publish_description VARCHAR NOT NULL,
    publish_overwrite   BOOLEAN NOT NULL,
    publish_sort_keys   VARCHAR NOT NULL,
    datasource_id       INTEGER,
    engine_mode         VARCHAR,
    claimed_by          VARCHAR,
    heartbeat_at        TIMESTAMP WITHOUT TIME ZONE,
    started_at          TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    engine_started_at   TIMESTAMP WITHOUT TIME ZONE,
    finished_at         TIMESTAMP WITHOUT TIME ZONE,
    PRIMARY KEY (id),
    FOREIGN KEY (flow_id) REFERENCES flows (id),
    FOREIGN KEY (launched_by) REFERENCES users (id),
    FOREIGN KEY (parent_run_id) REFERENCES runs (id),
    FOREIGN KEY (publish_project_id) REFERENCES projects (id),
    FOREIGN KEY (datasource_id) REFERENCES datasources (id)
);
CREATE INDEX ix_runs_kind ON runs (kind);
CREATE INDEX ix_runs_flow_id ON runs (flow_id);
CREATE INDEX ix_runs_task_id ON runs (task_id);
CREATE INDEX ix_runs_parent_run_id ON runs (parent_run_id);
CREATE UNIQUE INDEX uq_runs_one_live_orchestration ON runs (flow_id) WHERE kind = 'orchestration' AND status = 'STARTED';
CREATE INDEX ix_runs_orchestration_queue ON runs (id) WHERE kind = 'orchestration' AND status = 'PENDING';

CREATE TABLE uploads (
    id          SERIAL NOT NULL,
    dataset_id  VARCHAR NOT NULL,
    bucket      VARCHAR NOT NULL,
    parquet_key VARCHAR NOT NULL,
    raw_key     VARCHAR NOT NULL,
    filename    VARCHAR NOT NULL,
    owner_id    INTEGER,
    created_at  TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    PRIMARY KEY (id),
    FOREIGN KEY (owner_id) REFERENCES users (id)
);
CREATE INDEX ix_uploads_dataset_id ON uploads (dataset_id);
CREATE INDEX ix_uploads_parquet_key ON uploads (parquet_key);
CREATE INDEX ix_uploads_owner_id ON uploads (owner_id);

CREATE TABLE pending_blob_deletions (
    id           SERIAL NOT NULL,
    bucket       VARCHAR NOT NULL,
    "key"        VARCHAR NOT NULL,
    delete_after TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    reason       VARCHAR NOT NULL,
    created_at   TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    PRIMARY KEY (id)
);
CREATE INDEX ix_pending_blob_deletions_key ON pending_blob_deletions ("key");
CREATE INDEX ix_pending_blob_deletions_delete_after ON pending_blob_deletions (delete_after);

CREATE TABLE audit_logs (
    detail       TEXT,
    user_agent   TEXT,
    id           SERIAL NOT NULL,
    ts           TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    actor_id     INTEGER,
    actor_label  VARCHAR NOT NULL,
    action       VARCHAR NOT NULL,
    outcome      VARCHAR NOT NULL,
    target_type  VARCHAR,
    target_id    INTEGER,
    target_label VARCHAR,
    ip           VARCHAR,
    PRIMARY KEY (id),
    FOREIGN KEY (actor_id) REFERENCES users (id)
);
CREATE INDEX ix_audit_logs_ts ON audit_logs (ts);
CREATE INDEX ix_audit_logs_actor_id ON audit_logs (actor_id);
CREATE INDEX ix_audit_logs_action ON audit_logs (action);
CREATE INDEX ix_audit_logs_target_type ON audit_logs (target_type);

CREATE TABLE banners (
    message    TEXT NOT NULL,
    id         SERIAL NOT NULL,
    level      VARCHAR NOT NULL,
    created_at TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    created_by INTEGER,
    PRIMARY KEY (id),
    FOREIGN KEY (created_by) REFERENCES users (id)
);
CREATE INDEX ix_banners_level ON banners (level);

CREATE TABLE disabled_engines (
    engine_id   VARCHAR NOT NULL,
    disabled_at TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    disabled_by INTEGER,
    PRIMARY KEY (engine_id),
    FOREIGN KEY (disabled_by) REFERENCES users (id)
);

CREATE TABLE saved_views (
    spec          TEXT NOT NULL,
    id            SERIAL NOT NULL,
    name          VARCHAR NOT NULL,
    description   VARCHAR NOT NULL,
    project_id    INTEGER NOT NULL,
    owner_id      INTEGER,
    datasource_id INTEGER NOT NULL,
    created_at    TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    updated_at    TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    PRIMARY KEY (id),
    CONSTRAINT uq_saved_view_project_name UNIQUE (project_id, name),
    FOREIGN KEY (project_id) REFERENCES projects (id),
    FOREIGN KEY (owner_id) REFERENCES users (id),
    FOREIGN KEY (datasource_id) REFERENCES datasources (id)
);
CREATE INDEX ix_saved_views_project_id ON saved_views (project_id);
CREATE INDEX ix_saved_views_datasource_id ON saved_views (datasource_id);

CREATE TABLE ai_models (
    model_id   VARCHAR NOT NULL,
    enabled    BOOLEAN NOT NULL,
    updated_at TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    updated_by INTEGER,
    PRIMARY KEY (model_id),
    FOREIGN KEY (updated_by) REFERENCES users (id)
);

CREATE TABLE ai_chats (
    id         SERIAL NOT NULL,
    user_id    INTEGER NOT NULL,
    title      VARCHAR NOT NULL,
    model_id   VARCHAR NOT NULL,
    engine     VARCHAR,
    created_at TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    updated_at TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    PRIMARY KEY (id)
);
CREATE INDEX ix_ai_chats_user_id ON ai_chats (user_id);
CREATE INDEX ix_ai_chats_updated_at ON ai_chats (updated_at);

CREATE TABLE ai_chat_turns (
    id            SERIAL NOT NULL,
    chat_id       INTEGER NOT NULL,
    seq           INTEGER NOT NULL,
    question      VARCHAR NOT NULL,
    messages      VARCHAR NOT NULL,
    model_id      VARCHAR NOT NULL,
    input_tokens  INTEGER NOT NULL,
    output_tokens INTEGER NOT NULL,
    requests      INTEGER NOT NULL,
    cost_usd      VARCHAR,
    created_at    TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    PRIMARY KEY (id),
    FOREIGN KEY (chat_id) REFERENCES ai_chats (id)
);
CREATE INDEX ix_ai_chat_turns_chat_id ON ai_chat_turns (chat_id);

CREATE TABLE ai_spend (
    id            SERIAL NOT NULL,
    ts            TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    user_id       INTEGER NOT NULL,
    turn_id       INTEGER,
    model_id      VARCHAR NOT NULL,
    input_tokens  INTEGER NOT NULL,
    output_tokens INTEGER NOT NULL,
    cost_usd      VARCHAR,
    PRIMARY KEY (id)
);
CREATE INDEX ix_ai_spend_ts ON ai_spend (ts);
CREATE INDEX ix_ai_spend_user_id ON ai_spend (user_id);
CREATE INDEX ix_ai_spend_turn_id ON ai_spend (turn_id);

-- id is Field(default=1, primary_key=True) in gateway/app/models/privacy.py: a Python-side default, which turns
-- SQLAlchemy's autoincrement off, so create_all makes a plain INTEGER with no sequence and no default. The gateway keeps one row, id 1.
CREATE TABLE privacy_notice (
    summary    TEXT NOT NULL,
    body       TEXT NOT NULL,
    id         INTEGER NOT NULL,
    enabled    BOOLEAN NOT NULL,
    url        VARCHAR NOT NULL,
    updated_at TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    updated_by INTEGER,
    PRIMARY KEY (id),
    FOREIGN KEY (updated_by) REFERENCES users (id)
);

CREATE TABLE login_attempts (
    ip       VARCHAR NOT NULL,
    email    VARCHAR NOT NULL,
    failures INTEGER NOT NULL,
    last_at  TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    PRIMARY KEY (ip, email)
);

CREATE TABLE flow_presence (
    flow_id   INTEGER NOT NULL,
    instance  VARCHAR NOT NULL,
    user_id   INTEGER NOT NULL,
    email     VARCHAR NOT NULL,
    full_name VARCHAR NOT NULL,
    since     DOUBLE PRECISION NOT NULL,
    seen      DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (flow_id, instance)
);
CREATE INDEX ix_flow_presence_seen ON flow_presence (seen);

CREATE TABLE data_contracts (
    document             TEXT NOT NULL,
    last_report          TEXT,
    id                   SERIAL NOT NULL,
    datasource_id        INTEGER NOT NULL,
    version              INTEGER NOT NULL,
    enabled              BOOLEAN NOT NULL,
    status               VARCHAR NOT NULL,
    checked_at           TIMESTAMP WITHOUT TIME ZONE,
    errors               INTEGER NOT NULL,
    warnings             INTEGER NOT NULL,
    blocked_at           TIMESTAMP WITHOUT TIME ZONE,
    blocked_run_id       INTEGER,
    notify_emails        VARCHAR,
    notify_connection_id INTEGER,
    created_by           INTEGER,
    updated_by           INTEGER,
    created_at           TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    updated_at           TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    PRIMARY KEY (id),
    CONSTRAINT uq_contract_datasource UNIQUE (datasource_id)
);
CREATE INDEX ix_data_contracts_datasource_id ON data_contracts (datasource_id);

CREATE TABLE data_contract_versions (
    document      TEXT NOT NULL,
    id            SERIAL NOT NULL,
    datasource_id INTEGER NOT NULL,
    version       INTEGER NOT NULL,
    created_by    INTEGER,
    created_at    TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    PRIMARY KEY (id),
    CONSTRAINT uq_contract_version UNIQUE (datasource_id, version)
);
CREATE INDEX ix_data_contract_versions_datasource_id ON data_contract_versions (datasource_id);

CREATE TABLE data_contract_results (
    report           TEXT NOT NULL,
    id               SERIAL NOT NULL,
    datasource_id    INTEGER NOT NULL,
    contract_version INTEGER NOT NULL,
    "trigger"        VARCHAR NOT NULL,
    run_id           INTEGER,
    snapshot_key     VARCHAR NOT NULL,
    outcome          VARCHAR NOT NULL,
    blocked          BOOLEAN NOT NULL,
    errors           INTEGER NOT NULL,
    warnings         INTEGER NOT NULL,
    "rows"           INTEGER,
    notify           VARCHAR,
    evaluated_at     TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    PRIMARY KEY (id)
);
CREATE INDEX ix_data_contract_results_datasource_id ON data_contract_results (datasource_id);
CREATE INDEX ix_data_contract_results_evaluated_at ON data_contract_results (evaluated_at);
CREATE INDEX ix_contract_results_to_notify ON data_contract_results (id) WHERE notify = 'pending';

CREATE TABLE dbt_ai_texts (
    "text"       TEXT NOT NULL,
    id           SERIAL NOT NULL,
    flow_id      INTEGER NOT NULL,
    flow_version INTEGER NOT NULL,
    kind         VARCHAR NOT NULL,
    "key"        VARCHAR(500) NOT NULL,
    model_id     VARCHAR NOT NULL,
    created_at   TIMESTAMP WITHOUT TIME ZONE NOT NULL,
    PRIMARY KEY (id),
    CONSTRAINT uq_dbt_ai_text UNIQUE (flow_id, flow_version, kind, "key")
);
CREATE INDEX ix_dbt_ai_texts_flow_id ON dbt_ai_texts (flow_id);

-- As init_db writes it (gateway/app/db/session.py), not a model: the primary key makes key NOT NULL.
CREATE TABLE schema_state (
    "key"   VARCHAR PRIMARY KEY,
    "value" VARCHAR NOT NULL
);

INSERT INTO schema_state (key, value) VALUES ('impronta', '13343e5ea2aaf38e8a4029b43f5a7b09a7b5ccc7ffd91d92ddce981f0284be77');

-- migrate:no-rollback: the baseline is the schema Tabularia's gateway makes, and Metadesk may only have adopted it with a stamp; dropping every table of the database is not a rollback
