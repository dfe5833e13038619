-- message: Generation log, LLM usage, workspace limits, user preferences
-- migrate:up
-- SQLite 3.40 (PRAGMA foreign_keys=ON) dialect. Types, keys and the reasons for them are in docs/schema.md.

CREATE TABLE generation_log (
    id              INTEGER CONSTRAINT pk_generation_log PRIMARY KEY,
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    workspace_id    TEXT NOT NULL,
    user_sub        TEXT,
    mode            TEXT NOT NULL,
    source_id       TEXT,
    prompt_redacted TEXT,
    catalog_hash    TEXT,
    spec            TEXT,
    model           TEXT,
    attempts        INTEGER NOT NULL DEFAULT 1,
    input_tokens    INTEGER,
    output_tokens   INTEGER,
    error           TEXT,
    CONSTRAINT ck_generation_log_mode CHECK (mode IN ('create', 'edit', 'chat')),
    CONSTRAINT ck_generation_log_counters CHECK (attempts >= 0 AND (input_tokens IS NULL OR input_tokens >= 0) AND (output_tokens IS NULL OR output_tokens >= 0)),
    CONSTRAINT ck_generation_log_spec_json CHECK (spec IS NULL OR json_valid(spec))
);
CREATE INDEX ix_generation_log_created_at ON generation_log (created_at);
CREATE INDEX ix_generation_log_workspace_id_created_at ON generation_log (workspace_id, created_at);

CREATE TABLE llm_usage (
    workspace_id  TEXT NOT NULL,
    day           TEXT NOT NULL,
    route         TEXT NOT NULL,
    model         TEXT NOT NULL,
    input_tokens  INTEGER NOT NULL DEFAULT 0,
    output_tokens INTEGER NOT NULL DEFAULT 0,
    requests      INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT pk_llm_usage PRIMARY KEY (workspace_id, day, route, model),
    CONSTRAINT ck_llm_usage_counters CHECK (input_tokens >= 0 AND output_tokens >= 0 AND requests >= 0)
);
CREATE INDEX ix_llm_usage_day ON llm_usage (day);

CREATE TABLE workspace_limits (
    workspace_id       TEXT NOT NULL,
    rate_per_minute    INTEGER,
    daily_token_budget INTEGER,
    updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT pk_workspace_limits PRIMARY KEY (workspace_id),
    CONSTRAINT ck_workspace_limits_limits CHECK ((rate_per_minute IS NULL OR rate_per_minute >= 0) AND (daily_token_budget IS NULL OR daily_token_budget >= 0))
);

CREATE TABLE user_preferences (
    sub        TEXT NOT NULL,
    prefs      TEXT NOT NULL DEFAULT '{}',
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT pk_user_preferences PRIMARY KEY (sub),
    CONSTRAINT ck_user_preferences_prefs_json CHECK (json_valid(prefs))
);

-- migrate:down
DROP TABLE user_preferences;
DROP TABLE workspace_limits;
DROP TABLE llm_usage;
DROP TABLE generation_log;
