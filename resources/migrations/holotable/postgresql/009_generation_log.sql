-- message: Generation log: redacted prompt, catalog hash and returned spec of every model generation
-- migrate:up
-- No foreign keys by design: a row outlives the source it names. Retention is enforced by the app on write.
CREATE TABLE generation_log (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    workspace_id    text NOT NULL,
    created_by      text NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    mode            text NOT NULL CHECK (mode IN ('dashboard', 'dashboard-refine', 'panel', 'explore', 'source-draft')),
    source_id       text,
    prompt_redacted text NOT NULL,
    catalog_hash    text,
    spec            jsonb,
    model           text NOT NULL,
    attempts        integer NOT NULL DEFAULT 1 CHECK (attempts >= 1),
    input_tokens    integer NOT NULL DEFAULT 0 CHECK (input_tokens >= 0),
    output_tokens   integer NOT NULL DEFAULT 0 CHECK (output_tokens >= 0),
    error           text
);
CREATE INDEX generation_log_workspace_idx ON generation_log (workspace_id, created_at DESC);

-- migrate:down
-- Loses the recorded history only, nothing refers to a row.
DROP TABLE generation_log;
