-- message: Chat conversations and their messages, and the 'chat' generation mode
-- migrate:up
-- id has no default: the application supplies it. source_ids: JSON array of source ids.
CREATE TABLE conversations (
    id           TEXT NOT NULL PRIMARY KEY,
    user_sub     TEXT NOT NULL,
    workspace_id TEXT NOT NULL,
    source_ids   TEXT NOT NULL CHECK (json_valid(source_ids) AND json_type(source_ids) = 'array'),
    dashboard_id TEXT REFERENCES dashboards (id) ON DELETE SET NULL,
    title        TEXT NOT NULL DEFAULT '',
    time_range   TEXT NOT NULL CHECK (json_valid(time_range)),
    variables    TEXT CHECK (variables IS NULL OR json_valid(variables)),
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX conversations_owner_idx ON conversations (user_sub, updated_at DESC, id DESC);

-- seq stands in for bigint GENERATED ALWAYS AS IDENTITY: SQLite numbers only a rowid primary key, so a row
-- inserted without seq (left at 0) gets the next number from the trigger below (an addition of this engine).
CREATE TABLE conversation_messages (
    conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    id              TEXT NOT NULL,
    role            TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'system')),
    content         TEXT NOT NULL CHECK (json_valid(content)),
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    seq             INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (conversation_id, id)
);
CREATE INDEX conversation_messages_order_idx ON conversation_messages (conversation_id, seq);

CREATE TRIGGER conversation_messages_seq
    AFTER INSERT ON conversation_messages
    WHEN NEW.seq = 0
BEGIN
    UPDATE conversation_messages
       SET seq = (SELECT coalesce(max(seq), 0) + 1 FROM conversation_messages)
     WHERE rowid = NEW.rowid;
END;

-- The mode CHECK gains 'chat': SQLite cannot replace a CHECK in place, so generation_log is rebuilt.
CREATE TABLE generation_log_rebuild (
    id              TEXT NOT NULL PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))),
    workspace_id    TEXT NOT NULL,
    created_by      TEXT NOT NULL,
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    mode            TEXT NOT NULL CONSTRAINT generation_log_mode_check
                        CHECK (mode IN ('dashboard', 'dashboard-refine', 'panel', 'explore', 'source-draft', 'chat')),
    source_id       TEXT,
    prompt_redacted TEXT NOT NULL,
    catalog_hash    TEXT,
    spec            TEXT CHECK (spec IS NULL OR json_valid(spec)),
    model           TEXT NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 1 CHECK (attempts >= 1),
    input_tokens    INTEGER NOT NULL DEFAULT 0 CHECK (input_tokens >= 0),
    output_tokens   INTEGER NOT NULL DEFAULT 0 CHECK (output_tokens >= 0),
    error           TEXT,
    model_config    TEXT CHECK (model_config IN ('personal', 'workspace', 'environment'))
);
INSERT INTO generation_log_rebuild (id, workspace_id, created_by, created_at, mode, source_id, prompt_redacted, catalog_hash, spec, model, attempts, input_tokens, output_tokens, error, model_config)
SELECT id, workspace_id, created_by, created_at, mode, source_id, prompt_redacted, catalog_hash, spec, model, attempts, input_tokens, output_tokens, error, model_config FROM generation_log;
DROP TABLE generation_log;
ALTER TABLE generation_log_rebuild RENAME TO generation_log;
CREATE INDEX generation_log_workspace_idx ON generation_log (workspace_id, created_at DESC);

-- migrate:down
-- Chat-turn log rows go with their mode (the narrower CHECK would refuse them), then the tables.
DELETE FROM generation_log WHERE mode = 'chat';
CREATE TABLE generation_log_rebuild (
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
    error           TEXT,
    model_config    TEXT CHECK (model_config IN ('personal', 'workspace', 'environment'))
);
INSERT INTO generation_log_rebuild (id, workspace_id, created_by, created_at, mode, source_id, prompt_redacted, catalog_hash, spec, model, attempts, input_tokens, output_tokens, error, model_config)
SELECT id, workspace_id, created_by, created_at, mode, source_id, prompt_redacted, catalog_hash, spec, model, attempts, input_tokens, output_tokens, error, model_config FROM generation_log;
DROP TABLE generation_log;
ALTER TABLE generation_log_rebuild RENAME TO generation_log;
CREATE INDEX generation_log_workspace_idx ON generation_log (workspace_id, created_at DESC);
DROP TABLE conversation_messages;
DROP TABLE conversations;
