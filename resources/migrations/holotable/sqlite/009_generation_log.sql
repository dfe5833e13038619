-- message: Generation log: redacted prompt, catalog hash and returned spec of every model generation
-- migrate:up
CREATE TABLE generation_log (
    id              TEXT NOT NULL PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))),
    workspace_id    TEXT NOT NULL,
    created_by      TEXT NOT NULL,
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    mode            TEXT NOT NULL CONSTRAINT generation_log_mode_check
                        CHECK (mode IN ('dashboard', 'dashboard-refine', 'panel', 'explore', 'source-draft')),
    source_id       TEXT,
    prompt_redacted TEXT NOT NULL,
    catalog_hash    TEXT,
    spec            TEXT CHECK (spec IS NULL OR json_valid(spec)),
    model           TEXT NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 1 CHECK (attempts >= 1),
    input_tokens    INTEGER NOT NULL DEFAULT 0 CHECK (input_tokens >= 0),
    output_tokens   INTEGER NOT NULL DEFAULT 0 CHECK (output_tokens >= 0),
    error           TEXT
);
CREATE INDEX generation_log_workspace_idx ON generation_log (workspace_id, created_at DESC);

-- migrate:down
DROP TABLE generation_log;
