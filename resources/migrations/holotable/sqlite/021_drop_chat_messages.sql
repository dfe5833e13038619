-- message: Drop the dashboard chat's old table chat_messages (contract step after 020)
-- migrate:up
DROP TABLE chat_messages;

-- migrate:down
-- Recreated as 008 made it and refilled from the conversations that continue a dashboard's chat.
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
INSERT INTO chat_messages (id, dashboard_id, user_sub, role, content, created_at)
SELECT m.id, c.dashboard_id, c.user_sub, m.role, m.content, m.created_at
  FROM conversation_messages m
  JOIN conversations c ON c.id = m.conversation_id
 WHERE c.dashboard_id IS NOT NULL
ON CONFLICT DO NOTHING;
