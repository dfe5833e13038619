003_llm_limits.sql
-- message: LLM token usage counters per workspace and day, and per-workspace rate and budget overrides
-- migrate:up
-- One counter row per workspace, UTC day, route and model. Each finished model call adds to it.
CREATE TABLE llm_usage (
    workspace_id  text NOT NULL,
    day           date NOT NULL,
    route         text NOT NULL,
    model         text NOT NULL,
    input_tokens  bigint NOT NULL DEFAULT 0 CHECK (input_tokens >= 0),
    output_tokens bigint NOT NULL DEFAULT 0 CHECK (output_tokens >= 0),
    requests      bigint NOT NULL DEFAULT 0 CHECK (requests >= 0),
    updated_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (workspace_id, day, route, model)
);

-- NULL inherits the environment's global value, 0 switches the limit off for the workspace.
CREATE TABLE workspace_limits (
    workspace_id       text PRIMARY KEY,
    rate_per_minute    integer CHECK (rate_per_minute >= 0),
    daily_token_budget bigint CHECK (daily_token_budget >= 0),
    updated_at         timestamptz NOT NULL DEFAULT now()
);

-- migrate:down
-- Loses the day's tallies and the overrides, limits fall back to the environment.
DROP TABLE workspace_limits;
DROP TABLE llm_usage;
