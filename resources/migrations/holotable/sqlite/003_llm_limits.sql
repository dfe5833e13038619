-- message: LLM token usage counters per workspace and day, and per-workspace rate and budget overrides
-- migrate:up
-- day is a date: TEXT 'YYYY-MM-DD' (UTC).
CREATE TABLE llm_usage (
    workspace_id  TEXT NOT NULL,
    day           TEXT NOT NULL,
    route         TEXT NOT NULL,
    model         TEXT NOT NULL,
    input_tokens  INTEGER NOT NULL DEFAULT 0 CHECK (input_tokens >= 0),
    output_tokens INTEGER NOT NULL DEFAULT 0 CHECK (output_tokens >= 0),
    requests      INTEGER NOT NULL DEFAULT 0 CHECK (requests >= 0),
    updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (workspace_id, day, route, model)
);

CREATE TABLE workspace_limits (
    workspace_id       TEXT NOT NULL PRIMARY KEY,
    rate_per_minute    INTEGER CHECK (rate_per_minute >= 0),
    daily_token_budget INTEGER CHECK (daily_token_budget >= 0),
    updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- migrate:down
DROP TABLE workspace_limits;
DROP TABLE llm_usage;
