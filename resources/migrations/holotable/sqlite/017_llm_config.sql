-- message: In-app model configuration per workspace and per person, and which level each generation used
-- migrate:up
-- api_key: BLOB of AES-256-GCM ciphertext. boolean: INTEGER 0/1.
CREATE TABLE workspace_llm_config (
    workspace_id        TEXT NOT NULL PRIMARY KEY,
    provider            TEXT,
    settings            TEXT CHECK (settings IS NULL OR (json_valid(settings) AND json_type(settings) = 'object')),
    api_key             BLOB,
    allow_personal_keys INTEGER NOT NULL DEFAULT 0 CHECK (allow_personal_keys IN (0, 1)),
    updated_by          TEXT NOT NULL,
    updated_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CHECK ((provider IS NULL) = (settings IS NULL)),
    CHECK (provider IS NOT NULL OR api_key IS NULL)
);

CREATE TABLE user_llm_config (
    user_sub   TEXT NOT NULL PRIMARY KEY,
    provider   TEXT NOT NULL,
    settings   TEXT NOT NULL CHECK (json_valid(settings) AND json_type(settings) = 'object'),
    api_key    BLOB,
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

ALTER TABLE generation_log ADD COLUMN model_config TEXT
    CHECK (model_config IN ('personal', 'workspace', 'environment'));

-- migrate:down
ALTER TABLE generation_log DROP COLUMN model_config;
DROP TABLE user_llm_config;
DROP TABLE workspace_llm_config;
