-- message: In-app model configuration per workspace and per person, and which level each generation used
-- migrate:up
-- api_key columns hold AES-256-GCM ciphertext (iv, tag, ciphertext) sealed with a key derived from SESSION_SECRET.
-- No CHECK on provider by design: a new provider is a code change, not a migration.
CREATE TABLE workspace_llm_config (
    workspace_id        text PRIMARY KEY,
    provider            text,
    settings            jsonb CHECK (settings IS NULL OR jsonb_typeof(settings) = 'object'),
    api_key             bytea,
    allow_personal_keys boolean NOT NULL DEFAULT false,
    updated_by          text NOT NULL,
    updated_at          timestamptz NOT NULL DEFAULT now(),
    -- provider and settings are set or unset together, and a key needs a provider
    CHECK ((provider IS NULL) = (settings IS NULL)),
    CHECK (provider IS NOT NULL OR api_key IS NULL)
);

-- One row per person (realm subject), used only where the workspace allows personal keys.
CREATE TABLE user_llm_config (
    user_sub   text PRIMARY KEY,
    provider   text NOT NULL,
    settings   jsonb NOT NULL CHECK (jsonb_typeof(settings) = 'object'),
    api_key    bytea,
    updated_at timestamptz NOT NULL DEFAULT now()
);

-- NULL on rows from before this migration (they all used the environment).
ALTER TABLE generation_log
    ADD COLUMN model_config text CHECK (model_config IN ('personal', 'workspace', 'environment'));

-- migrate:down
ALTER TABLE generation_log DROP COLUMN model_config;
DROP TABLE user_llm_config;
DROP TABLE workspace_llm_config;
