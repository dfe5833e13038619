-- revision: c4d9e1f7a205
-- down_revision: 8b7e52d0c6a3
-- message: AI assistant and data contracts
-- migrate:up
-- SQLite 3.40 (PRAGMA foreign_keys=ON) dialect. Types, keys and the reasons for them are in docs/schema.md.

CREATE TABLE ai_models (
    id                    INTEGER CONSTRAINT pk_ai_models PRIMARY KEY,
    provider              TEXT NOT NULL,
    model_name            TEXT NOT NULL,
    display_name          TEXT,
    enabled               INTEGER NOT NULL DEFAULT 0,
    input_price_per_mtok  NUMERIC,
    output_price_per_mtok NUMERIC,
    updated_by            INTEGER,
    updated_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT uq_ai_models_provider_model_name UNIQUE (provider, model_name),
    CONSTRAINT ck_ai_models_prices CHECK ((input_price_per_mtok IS NULL OR input_price_per_mtok >= 0) AND (output_price_per_mtok IS NULL OR output_price_per_mtok >= 0)),
    CONSTRAINT ck_ai_models_enabled_bool CHECK (enabled IN (0, 1)),
    CONSTRAINT fk_ai_models_updated_by FOREIGN KEY (updated_by) REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX ix_ai_models_updated_by ON ai_models (updated_by);

CREATE TABLE ai_chats (
    id         INTEGER CONSTRAINT pk_ai_chats PRIMARY KEY,
    user_id    INTEGER,
    title      TEXT,
    model      TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX ix_ai_chats_user_id ON ai_chats (user_id);

CREATE TABLE ai_chat_turns (
    id            INTEGER CONSTRAINT pk_ai_chat_turns PRIMARY KEY,
    chat_id       INTEGER,
    turn_index    INTEGER NOT NULL,
    question      TEXT NOT NULL,
    answer        TEXT,
    model         TEXT,
    input_tokens  INTEGER,
    output_tokens INTEGER,
    cost_usd      NUMERIC,
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT uq_ai_chat_turns_chat_id_turn_index UNIQUE (chat_id, turn_index),
    CONSTRAINT ck_ai_chat_turns_counters CHECK (turn_index >= 0 AND (input_tokens IS NULL OR input_tokens >= 0) AND (output_tokens IS NULL OR output_tokens >= 0) AND (cost_usd IS NULL OR cost_usd >= 0)),
    CONSTRAINT fk_ai_chat_turns_chat_id FOREIGN KEY (chat_id) REFERENCES ai_chats (id) ON DELETE CASCADE
);

CREATE TABLE ai_spend (
    user_id    INTEGER NOT NULL,
    day        TEXT NOT NULL,
    amount_usd NUMERIC NOT NULL DEFAULT 0,
    requests   INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT ck_ai_spend_counters CHECK (amount_usd >= 0 AND requests >= 0)
);
CREATE INDEX ix_ai_spend_user_id_day ON ai_spend (user_id, day);

CREATE TABLE data_contracts (
    id              INTEGER CONSTRAINT pk_data_contracts PRIMARY KEY,
    datasource_id   INTEGER NOT NULL,
    current_version INTEGER,
    status          TEXT NOT NULL DEFAULT 'pending',
    last_checked_at TEXT,
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT uq_data_contracts_datasource_id UNIQUE (datasource_id),
    CONSTRAINT ck_data_contracts_status CHECK (status IN ('passing', 'failing', 'error', 'pending', 'disabled')),
    CONSTRAINT ck_data_contracts_current_version CHECK (current_version IS NULL OR current_version > 0)
);

CREATE TABLE data_contract_versions (
    id               INTEGER CONSTRAINT pk_data_contract_versions PRIMARY KEY,
    datasource_id    INTEGER NOT NULL,
    version          INTEGER NOT NULL,
    document         TEXT NOT NULL,
    created_by_label TEXT,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT uq_data_contract_versions_datasource_id_version UNIQUE (datasource_id, version),
    CONSTRAINT ck_data_contract_versions_version CHECK (version > 0),
    CONSTRAINT ck_data_contract_versions_document_json CHECK (json_valid(document))
);

CREATE TABLE data_contract_results (
    id                INTEGER CONSTRAINT pk_data_contract_results PRIMARY KEY,
    datasource_id     INTEGER NOT NULL,
    contract_version  INTEGER NOT NULL,
    status            TEXT NOT NULL,
    report            TEXT,
    checked_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    notify            TEXT NOT NULL DEFAULT 'none',
    notify_claimed_by TEXT,
    notified_at       TEXT,
    CONSTRAINT ck_data_contract_results_status CHECK (status IN ('passed', 'failed', 'error')),
    CONSTRAINT ck_data_contract_results_notify CHECK (notify IN ('none', 'pending', 'sent', 'failed')),
    CONSTRAINT ck_data_contract_results_contract_version CHECK (contract_version > 0),
    CONSTRAINT ck_data_contract_results_report_json CHECK (report IS NULL OR json_valid(report))
);
CREATE INDEX ix_data_contract_results_datasource_id_checked_at ON data_contract_results (datasource_id, checked_at);
CREATE INDEX ix_data_contract_results_notify ON data_contract_results (notify);

-- migrate:down
DROP TABLE data_contract_results;
DROP TABLE data_contract_versions;
DROP TABLE data_contracts;
DROP TABLE ai_spend;
DROP TABLE ai_chat_turns;
DROP TABLE ai_chats;
DROP TABLE ai_models;
