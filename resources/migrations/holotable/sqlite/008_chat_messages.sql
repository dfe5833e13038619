-- message: Persistent dashboard chat history, one AI SDK message per row, per person per dashboard
-- migrate:up
CREATE TABLE chat_messages (
    id           TEXT NOT NULL,
    dashboard_id TEXT NOT NULL REFERENCES dashboards (id) ON DELETE CASCADE,
    user_sub     TEXT NOT NULL,
    role         TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'system')),
    content      TEXT NOT NULL CHECK (json_valid(content)),
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (dashboard_id, user_sub, id)
);
CREATE INDEX chat_messages_conversation_idx ON chat_messages (dashboard_id, user_sub, created_at);

-- migrate:down
DROP TABLE chat_messages;
