-- message: Chat conversations and their messages, and the 'chat' generation mode
-- migrate:up
-- Personal: every read and write is keyed on user_sub. id is supplied by the application (no default).
CREATE TABLE conversations (
    id           uuid PRIMARY KEY,
    user_sub     text NOT NULL,
    workspace_id text NOT NULL,
    source_ids   text[] NOT NULL,
    dashboard_id uuid REFERENCES dashboards (id) ON DELETE SET NULL,
    title        text NOT NULL DEFAULT '',
    time_range   jsonb NOT NULL,
    variables    jsonb,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversations_owner_idx ON conversations (user_sub, updated_at DESC, id DESC);

-- One AI SDK message per row. seq keeps insertion order when created_at ties.
CREATE TABLE conversation_messages (
    conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    id              text NOT NULL,
    role            text NOT NULL CHECK (role IN ('user', 'assistant', 'system')),
    content         jsonb NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    seq             bigint GENERATED ALWAYS AS IDENTITY,
    PRIMARY KEY (conversation_id, id)
);
CREATE INDEX conversation_messages_order_idx ON conversation_messages (conversation_id, seq);

-- generation_log_mode_check is the name PostgreSQL gave the column CHECK of 009.
ALTER TABLE generation_log DROP CONSTRAINT generation_log_mode_check;
ALTER TABLE generation_log ADD CONSTRAINT generation_log_mode_check
    CHECK (mode IN ('dashboard', 'dashboard-refine', 'panel', 'explore', 'source-draft', 'chat'));

-- migrate:down
-- Log rows of chat turns go with the mode that names them, the narrower CHECK would refuse them.
DELETE FROM generation_log WHERE mode = 'chat';
ALTER TABLE generation_log DROP CONSTRAINT generation_log_mode_check;
ALTER TABLE generation_log ADD CONSTRAINT generation_log_mode_check
    CHECK (mode IN ('dashboard', 'dashboard-refine', 'panel', 'explore', 'source-draft'));
DROP TABLE conversation_messages;
DROP TABLE conversations;
